package dev.kontor.identity.users;

import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A user to create, with the password in clear (hashed before it is stored). */
public record NewUser(UUID tenantId, String username, String password, @Nullable String email, @Nullable String name,
		@Nullable UUID clientRecordId, Set<Role> roles) {

	public NewUser {
		roles = Set.copyOf(roles);
	}
}
