package dev.kontor.identity.clients;

import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * What the operator registers for a client. {@code clientId} is normally left to the platform; the bootstrap and
 * demo clients name theirs.
 */
@NamedInterface("administration")
public record ClientRegistration(UUID tenantId, @Nullable String clientId, String applicationName,
		ApplicationType applicationType, List<String> allowedOrigins, Set<String> grantTypes, Set<String> scopes,
		List<String> redirectUris, List<String> postLogoutRedirectUris) {

	public ClientRegistration {
		allowedOrigins = List.copyOf(allowedOrigins);
		grantTypes = Set.copyOf(grantTypes);
		scopes = Set.copyOf(scopes);
		redirectUris = List.copyOf(redirectUris);
		postLogoutRedirectUris = List.copyOf(postLogoutRedirectUris);
	}

	/** A client that registers no post-logout redirect URI. */
	public ClientRegistration(UUID tenantId, @Nullable String clientId, String applicationName,
			ApplicationType applicationType, List<String> allowedOrigins, Set<String> grantTypes, Set<String> scopes,
			List<String> redirectUris) {
		this(tenantId, clientId, applicationName, applicationType, allowedOrigins, grantTypes, scopes, redirectUris,
				List.of());
	}
}
