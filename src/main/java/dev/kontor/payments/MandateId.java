package dev.kontor.payments;

import java.util.UUID;

/** A SEPA direct debit mandate's id. */
public record MandateId(UUID value) {

	@Override
	public String toString() {
		return value.toString();
	}
}
