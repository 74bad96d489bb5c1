package dev.kontor.payments;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/** A request to pay money of an internal account out to the client's reference bank account. */
public record WithdrawalRequest(UUID initiatorWithdrawalRequestId, UUID internalAccountId, UUID bankAccountId,
		@JsonUnwrapped Money money, WithdrawalStatus status, @Nullable UUID evaluationId,
		@Nullable UUID initiatorPaymentId, @JsonUnwrapped Dates dates) {
}
