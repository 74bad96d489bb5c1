package dev.kontor.payments;

import java.util.UUID;

/** A payment instruction's id, {@code initiatorPaymentId}: the platform initiates the credit transfer and names it. */
public record PaymentId(UUID value) {

	@Override
	public String toString() {
		return value.toString();
	}
}
