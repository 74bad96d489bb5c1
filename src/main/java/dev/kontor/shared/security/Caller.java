package dev.kontor.shared.security;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * Who calls: the tenant, OAuth client and (for user tokens) user named by the access token, and its scopes.
 * Controllers take it as a parameter; it is never read from the request body. {@code clientRecordId} is set for the
 * token of a user linked to a client record: such a caller acts only for that record (contract, section 8), while
 * a client-credentials token or an unlinked user acts for every client record of the tenant.
 */
public record Caller(UUID tenantId, String clientId, @Nullable UUID userId, @Nullable UUID clientRecordId,
		Set<String> scopes) {

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

	/**
	 * The tenant a list reads: the caller's own, or the one its {@code tenantId} parameter names, which must be the
	 * caller's own unless the caller is the operator (403). A list that ignored the parameter would answer the
	 * caller's own records as if they were the named tenant's.
	 */
	public UUID tenantOfList(@Nullable UUID requestedTenantId) {
		if (requestedTenantId == null) {
			return tenantId;
		}
		requireTenant(requestedTenantId);
		return requestedTenantId;
	}

	/** Whether the caller acts for one client record only (a user linked to it). */
	public boolean isBoundToClientRecord() {
		return clientRecordId != null;
	}

	/** Refuses (403) a caller bound to another client record than this one; others act for every record. */
	public void requireActsFor(UUID clientId) {
		if (clientRecordId != null && !clientRecordId.equals(clientId)) {
			throw new ClientRecordAccessDenied();
		}
	}

	/**
	 * Refuses (403) a caller bound to a client record that is not among these, the owners of something several
	 * client records may own together (a joint bank account); others act for every record.
	 */
	public void requireActsForOneOf(Collection<UUID> clientIds) {
		if (clientRecordId != null && !clientIds.contains(clientRecordId)) {
			throw new ClientRecordAccessDenied();
		}
	}

	/**
	 * The client record filter of a list: a bound caller's lists hold its own record's entries only, and a filter
	 * naming another record is refused (403) rather than answered empty, as the same id in a path would be.
	 */
	public @Nullable UUID clientFilter(@Nullable UUID requestedClientId) {
		if (requestedClientId == null) {
			return clientRecordId;
		}
		requireActsFor(requestedClientId);
		return requestedClientId;
	}
}
