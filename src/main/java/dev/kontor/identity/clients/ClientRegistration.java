package dev.kontor.identity.clients;

import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * What the operator registers for a client. {@code clientId} is normally left to the platform; the bootstrap and
 * demo clients name theirs. {@code providers} limits a price connector (a client of tenant {@code operator} with
 * {@code pricefeed.write}) to the prices of these trade providers; null (or empty, as an empty list of event types
 * means all of them) for every provider, and for every other client.
 */
@NamedInterface("administration")
public record ClientRegistration(UUID tenantId, @Nullable String clientId, String applicationName,
		ApplicationType applicationType, List<String> allowedOrigins, Set<String> grantTypes, Set<String> scopes,
		List<String> redirectUris, List<String> postLogoutRedirectUris, @Nullable Set<String> providers) {

	public ClientRegistration {
		allowedOrigins = List.copyOf(allowedOrigins);
		grantTypes = Set.copyOf(grantTypes);
		scopes = Set.copyOf(scopes);
		redirectUris = List.copyOf(redirectUris);
		postLogoutRedirectUris = List.copyOf(postLogoutRedirectUris);
		providers = providers == null || providers.isEmpty() ? null : Set.copyOf(providers);
	}

	/** A client that registers no post-logout redirect URI and is no price connector limited to some providers. */
	public ClientRegistration(UUID tenantId, @Nullable String clientId, String applicationName,
			ApplicationType applicationType, List<String> allowedOrigins, Set<String> grantTypes, Set<String> scopes,
			List<String> redirectUris) {
		this(tenantId, clientId, applicationName, applicationType, allowedOrigins, grantTypes, scopes, redirectUris,
				List.of(), null);
	}
}
