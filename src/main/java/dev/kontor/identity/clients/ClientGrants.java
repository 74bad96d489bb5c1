package dev.kontor.identity.clients;

import java.util.List;
import java.util.Set;

import org.springframework.modulith.NamedInterface;

/**
 * What a client may ask the authorization server for: its grant types and scopes, and where the authorization code
 * flow may send the user back to after signing in and after signing out.
 */
@NamedInterface("administration")
public record ClientGrants(Set<String> grantTypes, Set<String> scopes, List<String> redirectUris,
		List<String> postLogoutRedirectUris) {

	public ClientGrants {
		grantTypes = Set.copyOf(grantTypes);
		scopes = Set.copyOf(scopes);
		redirectUris = List.copyOf(redirectUris);
		postLogoutRedirectUris = List.copyOf(postLogoutRedirectUris);
	}

	/** Grants that register no post-logout redirect URI. */
	public ClientGrants(Set<String> grantTypes, Set<String> scopes, List<String> redirectUris) {
		this(grantTypes, scopes, redirectUris, List.of());
	}
}
