package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.AccountUsageType;

/**
 * A customer action to evaluate (contract section 2) in its parts: what the client does, the bank account on the
 * other side, and the platform's records it belongs to. {@code accountUsageType} defaults to the client's, the
 * counterpart's country to the country of its bank account, {@code dateAction} to now.
 */
public record ActionToEvaluate(UUID clientId, TransactionType transactionType, BigDecimal amount,
		String currencyCode, @Nullable AccountUsageType accountUsageType, @Nullable OffsetDateTime dateAction,
		Counterpart counterpart, Evaluation.References references) {

	/** The bank account named on the other side of the action, and its country when the caller gave it. */
	public record Counterpart(@Nullable UUID bankAccountId, @Nullable String bankAccountCountry) {
	}
}
