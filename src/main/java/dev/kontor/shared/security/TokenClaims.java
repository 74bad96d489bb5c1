package dev.kontor.shared.security;

import java.util.Arrays;
import java.util.Set;

import org.springframework.security.oauth2.jwt.Jwt;

/** Names of the claims the platform's access tokens carry beyond the registered ones. */
public final class TokenClaims {

	public static final String TENANT_ID = "tenant_id";

	public static final String CLIENT_ID = "client_id";

	public static final String SCOPE = "scope";

	/** The client record a user token acts for: only in tokens of users linked to one (contract, section 8). */
	public static final String CLIENT_RECORD_ID = "client_record_id";

	private TokenClaims() {
	}

	/** The {@code scope} claim, a space-delimited string (RFC 9068), as a set. */
	public static Set<String> scopesOf(Jwt jwt) {
		String scope = jwt.getClaimAsString(SCOPE);
		return scope == null || scope.isBlank() ? Set.of() : Set.copyOf(Arrays.asList(scope.trim().split("\\s+")));
	}
}
