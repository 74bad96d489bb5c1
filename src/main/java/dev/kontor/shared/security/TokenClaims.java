package dev.kontor.shared.security;

import java.util.ArrayList;
import java.util.List;
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
		if (scope == null) {
			return Set.of();
		}
		// split by hand: a regular expression per request was a measurable part of every API call
		List<String> scopes = new ArrayList<>();
		int start = -1;
		for (int i = 0; i <= scope.length(); i++) {
			boolean separator = i == scope.length() || Character.isWhitespace(scope.charAt(i));
			if (separator && start >= 0) {
				scopes.add(scope.substring(start, i));
				start = -1;
			}
			else if (!separator && start < 0) {
				start = i;
			}
		}
		return Set.copyOf(scopes);
	}
}
