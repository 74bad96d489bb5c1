package dev.kontor.accounts;

import java.util.Objects;
import java.util.UUID;

/** The id of a security movement of a deposit account. */
public record SecurityMovementId(UUID value) {

	public SecurityMovementId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
