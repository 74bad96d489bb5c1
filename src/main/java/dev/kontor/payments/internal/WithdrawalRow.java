package dev.kontor.payments.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.WithdrawalRequest;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.payments.WithdrawalStatusChanged;
import dev.kontor.shared.Decimals;

/** A withdrawal request as stored, with the reservation that holds its amount. */
record WithdrawalRow(UUID id, UUID tenantId, UUID internalAccountId, UUID initiatorWithdrawalRequestId,
		UUID clientId, UUID bankAccountId, BigDecimal amount, String currencyCode, WithdrawalStatus status,
		@Nullable UUID evaluationId, UUID reservationId, @Nullable PaymentId initiatorPaymentId, UUID createdUserId,
		Instant createdDate, Instant updatedDate) {

	WithdrawalRow {
		amount = Decimals.plain(amount);
	}

	WithdrawalRow moved(WithdrawalStatus to, Instant at) {
		return new WithdrawalRow(id, tenantId, internalAccountId, initiatorWithdrawalRequestId, clientId,
				bankAccountId, amount, currencyCode, to, evaluationId, reservationId, initiatorPaymentId,
				createdUserId, createdDate, at);
	}

	WithdrawalRow evaluatedAs(UUID evaluation) {
		return new WithdrawalRow(id, tenantId, internalAccountId, initiatorWithdrawalRequestId, clientId,
				bankAccountId, amount, currencyCode, status, evaluation, reservationId, initiatorPaymentId,
				createdUserId, createdDate, updatedDate);
	}

	WithdrawalRow paidBy(PaymentId payment) {
		return new WithdrawalRow(id, tenantId, internalAccountId, initiatorWithdrawalRequestId, clientId,
				bankAccountId, amount, currencyCode, status, evaluationId, reservationId, payment, createdUserId,
				createdDate, updatedDate);
	}

	WithdrawalStatusChanged changed() {
		return new WithdrawalStatusChanged(tenantId, clientId, internalAccountId, initiatorWithdrawalRequestId,
				status);
	}

	WithdrawalRequest view() {
		return new WithdrawalRequest(initiatorWithdrawalRequestId, internalAccountId, bankAccountId, amount,
				currencyCode, status, evaluationId, initiatorPaymentId == null ? null : initiatorPaymentId.value(),
				createdDate, updatedDate);
	}
}
