package dev.kontor.payments;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A request to pay money of an internal account out to the client's reference bank account. */
public record WithdrawalRequest(UUID initiatorWithdrawalRequestId, UUID internalAccountId, UUID bankAccountId,
		BigDecimal amount, String currencyCode, WithdrawalStatus status, @Nullable UUID evaluationId,
		@Nullable UUID initiatorPaymentId, Instant createdDate, Instant updatedDate) {
}
