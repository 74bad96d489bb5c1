package dev.kontor.orders;

import java.util.Objects;
import java.util.UUID;

/** The platform's id of an order (the integrator names it by its clientOrderId). */
public record OrderId(UUID value) {

	public OrderId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
