package dev.kontor.identity.users;

import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * A person who signs in through the authorization code flow, written flat. {@code clientRecordId} links the user to the
 * client record (the customer) this user is, where there is one; {@code roles} gate the scopes of the user's tokens
 * (see {@link Role}).
 */
@NamedInterface("administration")
public record UserAccount(UUID id, UUID tenantId, @JsonUnwrapped UserProfile profile, @Nullable UUID clientRecordId,
		Set<Role> roles, boolean enabled, Instant createdAt) {

	public UserAccount {
		roles = Set.copyOf(roles);
	}

	/** Whether this user may have a token with the scope (an enabled user whose roles allow it). */
	public boolean mayHold(String scope) {
		return enabled && Role.allowScope(roles, scope);
	}
}
