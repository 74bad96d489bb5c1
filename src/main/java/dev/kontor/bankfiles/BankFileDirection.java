package dev.kontor.bankfiles;

/** Whether Kontor wrote a file for the bank or read it from the bank. */
public enum BankFileDirection {

	Outgoing, Incoming
}
