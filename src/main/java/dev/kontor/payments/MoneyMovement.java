package dev.kontor.payments;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A deposit (direct debit) or withdrawal as the back office lists it; {@code status} is a {@link DirectDebitStatus}
 * or a {@link WithdrawalStatus} by its name; {@code evaluationId} is null until the AML evaluation is asked.
 */
public record MoneyMovement(UUID id, Kind kind, UUID clientId, UUID internalAccountId, UUID bankAccountId,
		BigDecimal amount, String currencyCode, String status, @Nullable UUID evaluationId,
		@Nullable String bankReasonCode, Instant createdDate, Instant updatedDate) {

	public enum Kind {

		Deposit, Withdrawal
	}
}
