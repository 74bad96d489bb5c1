package dev.kontor.payments.internal;

import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentRecords;

/** Answers other modules' reads of payments. */
@Component
class StoredPaymentRecords implements PaymentRecords {

	private final Withdrawals withdrawals;

	private final PaymentRows payments;

	StoredPaymentRecords(Withdrawals withdrawals, PaymentRows payments) {
		this.withdrawals = withdrawals;
		this.payments = payments;
	}

	@Override
	public Optional<UUID> clientOfWithdrawal(UUID tenantId, UUID internalAccountId,
			UUID initiatorWithdrawalRequestId) {
		return withdrawals.find(tenantId, internalAccountId, initiatorWithdrawalRequestId).map(WithdrawalRow::clientId);
	}

	@Override
	public Optional<UUID> clientOfPayment(UUID tenantId, PaymentId initiatorPaymentId) {
		return payments.find(tenantId, initiatorPaymentId).map(PaymentRow::clientId);
	}
}
