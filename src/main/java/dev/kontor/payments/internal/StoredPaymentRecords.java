package dev.kontor.payments.internal;

import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentRecords;

/** Answers other modules' reads of payments. */
@Component
class StoredPaymentRecords implements PaymentRecords {

	private final PaymentRows payments;

	StoredPaymentRecords(PaymentRows payments) {
		this.payments = payments;
	}

	@Override
	public Optional<UUID> clientOfPayment(UUID tenantId, PaymentId initiatorPaymentId) {
		return payments.find(tenantId, initiatorPaymentId).map(payment -> payment.clientId().value());
	}
}
