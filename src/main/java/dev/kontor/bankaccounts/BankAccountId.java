package dev.kontor.bankaccounts;

import java.util.Objects;
import java.util.UUID;

/** The id of a bank account of a client record. */
public record BankAccountId(UUID value) {

	public BankAccountId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
