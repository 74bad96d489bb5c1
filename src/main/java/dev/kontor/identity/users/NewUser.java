package dev.kontor.identity.users;

import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/** A user to create, with the password in clear (hashed before it is stored). */
@NamedInterface("administration")
public record NewUser(UUID tenantId, String username, String password, @Nullable String email, @Nullable String name,
		@Nullable UUID clientRecordId, Set<Role> roles) {

	public NewUser {
		roles = Set.copyOf(roles);
	}
}
