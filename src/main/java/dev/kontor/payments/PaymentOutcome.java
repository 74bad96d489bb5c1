package dev.kontor.payments;

/** What the bank answers about a payment instruction. */
public enum PaymentOutcome {

	Executed, Rejected;

	public PaymentStatus status() {
		return PaymentStatus.valueOf(name());
	}
}
