package dev.kontor.payments;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A payment instruction reached a status; published in the transaction that changed it. */
public record PaymentStatusChanged(TenantId tenantId, ClientId clientId, PaymentId initiatorPaymentId,
		PaymentStatus status) {
}
