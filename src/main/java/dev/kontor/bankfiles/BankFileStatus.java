package dev.kontor.bankfiles;

/** Written to the outbox; read from the inbox and applied; or rejected, changing nothing. */
public enum BankFileStatus {

	Written, Read, Rejected
}
