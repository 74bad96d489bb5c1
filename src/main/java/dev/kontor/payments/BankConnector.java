package dev.kontor.payments;

/** How instructions reach the bank ({@code kontor.payments.bank}). */
public enum BankConnector {

	/** Handed over at once: to the built-in simulated bank, or to a connector answering through the operator API. */
	Simulated,

	/** Written to SEPA files at each cut-off, the bank's answers read from its files (contract section 13). */
	Files
}
