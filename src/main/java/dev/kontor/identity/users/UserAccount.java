package dev.kontor.identity.users;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A person who signs in through the authorization code flow. {@code clientRecordId} links the user to the
 * client record (the customer) this user is, where there is one.
 */
public record UserAccount(UUID id, UUID tenantId, String username, @Nullable String email, @Nullable String name,
		@Nullable UUID clientRecordId, boolean enabled, Instant createdAt) {
}
