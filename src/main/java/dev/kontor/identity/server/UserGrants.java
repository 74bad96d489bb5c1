package dev.kontor.identity.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;

import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;

/**
 * What a user's authorization may hold, applied each time it is stored: only the scopes the user's current roles
 * allow (so the code, the tokens, their {@code scope} and introspection agree), and refresh tokens that end at
 * the latest an absolute lifetime after the user signed in, however often they rotate.
 */
@RequiredArgsConstructor
final class UserGrants {

	/** When the user signed in for this authorization: the start of its absolute lifetime. */
	static final String SIGNED_IN_AT = "kontor.signed_in_at";

	private final UserManagement users;

	private final Clock clock;

	private final Duration absoluteLifetime;

	OAuth2Authorization shape(OAuth2Authorization authorization) {
		if (!AuthorizationGrantType.AUTHORIZATION_CODE.equals(authorization.getAuthorizationGrantType())) {
			return authorization;
		}
		Optional<UserAccount> user = userOf(authorization.getPrincipalName());
		Instant signedInAt = signedInAt(authorization);
		OAuth2Authorization.Builder shaped = OAuth2Authorization.from(authorization)
			.attribute(SIGNED_IN_AT, signedInAt.toString())
			.authorizedScopes(allowed(authorization.getAuthorizedScopes(), user));
		OAuth2Authorization.Token<OAuth2RefreshToken> refresh = authorization.getRefreshToken();
		if (refresh != null) {
			capRefreshToken(shaped, refresh, signedInAt.plus(absoluteLifetime));
		}
		return shaped.build();
	}

	private static Set<String> allowed(Set<String> scopes, Optional<UserAccount> user) {
		return scopes.stream()
			.filter(scope -> user.map(account -> account.mayHold(scope)).orElse(false))
			.collect(Collectors.toUnmodifiableSet());
	}

	private Instant signedInAt(OAuth2Authorization authorization) {
		String stored = authorization.getAttribute(SIGNED_IN_AT);
		return stored != null ? Instant.parse(stored) : Instant.now(clock);
	}

	private static void capRefreshToken(OAuth2Authorization.Builder shaped,
			OAuth2Authorization.Token<OAuth2RefreshToken> refresh, Instant end) {
		OAuth2RefreshToken token = refresh.getToken();
		Instant expiresAt = token.getExpiresAt();
		if (expiresAt != null && !expiresAt.isAfter(end)) {
			return;
		}
		Instant issuedAt = token.getIssuedAt();
		if (issuedAt != null && !end.isAfter(issuedAt)) {
			shaped.token(token, metadata -> {
				metadata.putAll(refresh.getMetadata());
				metadata.put(OAuth2Authorization.Token.INVALIDATED_METADATA_NAME, true);
			});
			return;
		}
		shaped.token(new OAuth2RefreshToken(token.getTokenValue(), issuedAt, end),
				metadata -> metadata.putAll(refresh.getMetadata()));
	}

	private Optional<UserAccount> userOf(String principalName) {
		try {
			return users.find(UUID.fromString(principalName));
		}
		catch (IllegalArgumentException notAUserId) {
			return Optional.empty();
		}
	}
}
