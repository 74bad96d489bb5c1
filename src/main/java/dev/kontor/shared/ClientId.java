package dev.kontor.shared;

import java.util.Objects;
import java.util.UUID;

/** The id of a client record (a person or a company a tenant serves), as the clients module issues it. */
public record ClientId(UUID value) {

	public ClientId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
