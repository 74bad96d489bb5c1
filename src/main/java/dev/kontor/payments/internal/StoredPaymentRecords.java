package dev.kontor.payments.internal;

import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentRecords;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** Answers other modules' reads of payments. */
@Component
@RequiredArgsConstructor
class StoredPaymentRecords implements PaymentRecords {

	private final PaymentRows payments;

	@Override
	public Optional<ClientId> clientOfPayment(TenantId tenantId, PaymentId initiatorPaymentId) {
		return payments.find(tenantId, initiatorPaymentId).map(PaymentRow::clientId);
	}
}
