package dev.kontor.accounts;

import java.util.Objects;
import java.util.UUID;

/** The id of a deposit (securities) account. */
public record DepositAccountId(UUID value) {

	public DepositAccountId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
