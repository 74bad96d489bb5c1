package dev.kontor.identity.clients;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * A registered OAuth client of one tenant, without its secret. {@code providers}: the trade providers a price
 * connector may write prices of, null for all (see {@link ClientRegistration}).
 */
@NamedInterface("administration")
public record OAuthClient(UUID id, String clientId, UUID tenantId, String applicationName,
		ApplicationType applicationType, List<String> allowedOrigins, Set<String> grantTypes, Set<String> scopes,
		List<String> redirectUris, List<String> postLogoutRedirectUris, @Nullable Set<String> providers,
		boolean enabled, Instant createdAt, Instant updatedAt) {

	public OAuthClient {
		allowedOrigins = List.copyOf(allowedOrigins);
		grantTypes = Set.copyOf(grantTypes);
		scopes = Set.copyOf(scopes);
		redirectUris = List.copyOf(redirectUris);
		postLogoutRedirectUris = List.copyOf(postLogoutRedirectUris);
		providers = providers == null ? null : Set.copyOf(providers);
	}
}
