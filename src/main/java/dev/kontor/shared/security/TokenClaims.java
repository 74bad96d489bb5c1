package dev.kontor.shared.security;

import java.util.Arrays;
import java.util.Set;

import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.util.StringUtils;

/** Names of the claims the platform's access tokens carry beyond the registered ones. */
public final class TokenClaims {

	public static final String TENANT_ID = "tenant_id";

	public static final String CLIENT_ID = "client_id";

	public static final String SCOPE = "scope";

	/** The client record a user token acts for: only in tokens of users linked to one (contract, section 8). */
	public static final String CLIENT_RECORD_ID = "client_record_id";

	/**
	 * The trade providers whose prices the token may write: only in access tokens of a price connector, a client of
	 * tenant {@code operator} with {@code pricefeed.write} ({@link #EVERY_PROVIDER} alone for all of them). Prices
	 * are shared by every tenant, so a tenant's own client never writes them.
	 */
	public static final String PRICE_PROVIDERS = "price_providers";

	/** The {@link #PRICE_PROVIDERS} value of a price connector registered without a list of providers. */
	public static final String EVERY_PROVIDER = "*";

	/** The characters of the regular expression class {@code \s}, which separate the scopes. */
	private static final String WHITESPACE = " \t\n\u000B\f\r";

	private TokenClaims() {
	}

	/** The {@code scope} claim, a space-delimited string (RFC 9068), as a set. */
	public static Set<String> scopesOf(Jwt jwt) {
		String scope = jwt.getClaimAsString(SCOPE);
		// no regular expression: splitting with one was a measurable part of every API call
		return scope == null ? Set.of()
				: Set.copyOf(Arrays.asList(StringUtils.tokenizeToStringArray(scope, WHITESPACE, false, true)));
	}
}
