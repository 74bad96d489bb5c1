package dev.kontor.identity.server;

import java.util.List;
import java.util.stream.Stream;

import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.server.authorization.oidc.OidcProviderConfiguration;

import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.shared.security.Scopes;

/** The discovery document lists what this provider really supports, no more. */
final class ProviderMetadata {

	private ProviderMetadata() {
	}

	static void describeSupportedFeatures(OidcProviderConfiguration.Builder configuration) {
		List<String> clientAuthentication = List.of(ClientAuthenticationMethod.CLIENT_SECRET_BASIC.getValue(),
				ClientAuthenticationMethod.CLIENT_SECRET_POST.getValue());
		configuration
			.tokenEndpointAuthenticationMethods(methods -> replace(methods, clientAuthentication))
			.tokenRevocationEndpointAuthenticationMethods(methods -> replace(methods, clientAuthentication))
			.tokenIntrospectionEndpointAuthenticationMethods(methods -> replace(methods, clientAuthentication))
			.grantTypes(grantTypes -> replace(grantTypes, GrantTypes.ALL.stream().sorted().toList()))
			.scopes(scopes -> replace(scopes, supportedScopes()))
			.claim("id_token_signing_alg_values_supported", List.of("RS256", "ES256"));
	}

	private static List<String> supportedScopes() {
		return Stream.concat(Scopes.OPENID_SCOPES.stream(), Scopes.API_SCOPES.stream())
			.sorted()
			.toList();
	}

	private static void replace(List<String> values, List<String> supported) {
		values.clear();
		values.addAll(supported);
	}
}
