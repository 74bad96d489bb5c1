package dev.kontor.accounts;

import java.util.Objects;
import java.util.UUID;

/** The id of an internal (cash) account. */
public record InternalAccountId(UUID value) {

	public InternalAccountId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
