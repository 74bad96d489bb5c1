package dev.kontor.accounts;

import java.util.Objects;
import java.util.UUID;

/** The id of a cash transaction of an internal account. */
public record CashTransactionId(UUID value) {

	public CashTransactionId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
