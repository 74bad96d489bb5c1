package dev.kontor.shared;

import java.util.Objects;
import java.util.UUID;

/** The id of a tenant: a broker, neobank or wealth app that integrates Kontor, and whose data no other tenant sees. */
public record TenantId(UUID value) {

	public TenantId {
		Objects.requireNonNull(value, "value");
	}

	@Override
	public String toString() {
		return value.toString();
	}
}
