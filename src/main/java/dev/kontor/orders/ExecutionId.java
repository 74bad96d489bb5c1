package dev.kontor.orders;

import java.util.Objects;
import java.util.UUID;

/** The id of one execution (fill) of an order. */
public record ExecutionId(UUID value) {

	public ExecutionId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
