package dev.kontor.payments;

/** What the bank answers about a direct debit instruction. */
public enum DirectDebitOutcome {

	Received, Failed, Reverted;

	public DirectDebitStatus status() {
		return DirectDebitStatus.valueOf(name());
	}
}
