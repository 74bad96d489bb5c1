package dev.kontor.payments;

import java.util.UUID;

/** A payment instruction reached a status; published in the transaction that changed it. */
public record PaymentStatusChanged(UUID tenantId, UUID clientId, PaymentId initiatorPaymentId,
		PaymentStatus status) {
}
