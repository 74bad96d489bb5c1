package dev.kontor.accounts;

import java.util.Objects;
import java.util.UUID;

/** The id of a reservation of cash or of a security quantity. */
public record ReservationId(UUID value) {

	public ReservationId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
