package dev.kontor.shared.security;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * Who calls: the tenant, OAuth client and (for user tokens) user named by the access token, and its scopes.
 * Controllers take it as a parameter; it is never read from the request body.
 */
public record Caller(UUID tenantId, String clientId, @Nullable UUID userId, Set<String> scopes) {

	public Caller {
		scopes = Set.copyOf(scopes);
	}

	/**
	 * The id written to {@code createdUserId}/{@code updatedUserId}: the user's id, or for client-credentials calls
	 * a stable UUID derived from the client id.
	 */
	public UUID actorId() {
		return userId != null ? userId : actorIdOfClient(clientId);
	}

	public static UUID actorIdOfClient(String clientId) {
		return UUID.nameUUIDFromBytes(("oauth-client:" + clientId).getBytes(StandardCharsets.UTF_8));
	}

	public boolean isPlatformAdmin() {
		return scopes.contains(Scopes.PLATFORM_ADMIN);
	}

	public boolean hasScope(String scope) {
		return scopes.contains(scope);
	}

	/** A {@code tenantId} path parameter must be the caller's own tenant, unless the caller is the operator. */
	public void requireTenant(UUID pathTenantId) {
		if (!pathTenantId.equals(tenantId) && !isPlatformAdmin()) {
			throw new TenantAccessDenied();
		}
	}
}
