package dev.kontor.payments;

import java.util.UUID;

/** A SEPA direct debit instruction's id (the AML evaluation's {@code sepaDirectDebitExecutionId}). */
public record DirectDebitId(UUID value) {

	@Override
	public String toString() {
		return value.toString();
	}
}
