package dev.kontor.payments;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A SEPA direct debit instruction: money collected from the mandate's bank account into the internal account. */
public record DirectDebitInstruction(UUID id, UUID mandateId, UUID bankAccountId, UUID internalAccountId,
		BigDecimal amount, String currencyCode, DirectDebitStatus status, @Nullable UUID evaluationId,
		Instant createdDate, Instant updatedDate) {
}
