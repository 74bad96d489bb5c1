package dev.kontor.clients;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A client record as a row of the back office's search. */
public record ClientListing(UUID id, String clientKey, ClientType clientType, String name, @Nullable String surname,
		@Nullable String email, ClientStatus status, Instant createdDate) {

	/** The name and surname as written together. */
	public String fullName() {
		return surname == null ? name : name + " " + surname;
	}
}
