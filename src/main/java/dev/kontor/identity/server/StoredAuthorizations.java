package dev.kontor.identity.server;

import java.time.Instant;
import java.util.Objects;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.endpoint.OAuth2ParameterNames;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;

import dev.kontor.shared.security.TokenClaims;

/**
 * The authorization store, with these rules on top of Spring Security's JDBC store:
 * <ul>
 * <li>a user's authorization holds only what the user may have now ({@link UserGrants});</li>
 * <li>client-credentials authorizations are not stored: their access tokens are self-contained JWTs, found again
 * (for introspection and revocation) by validating them;</li>
 * <li>a refresh token replaced by rotation is remembered, and presenting it again revokes its whole family;</li>
 * <li>an access token that gets invalidated (revocation, reuse of its code) is put on the revocation list, which
 * the resource server checks;</li>
 * <li>codes and tokens are stored as digests ({@link TokenDigests}), so that the table holds nothing a reader could
 * redeem or present.</li>
 * </ul>
 */
@RequiredArgsConstructor
final class StoredAuthorizations implements OAuth2AuthorizationService {

	private static final Logger log = LoggerFactory.getLogger(StoredAuthorizations.class);

	private static final OAuth2TokenType STATE = new OAuth2TokenType(OAuth2ParameterNames.STATE);

	private final OAuth2AuthorizationService store;

	private final RotatedRefreshTokens rotatedRefreshTokens;

	private final RevokedAccessTokens revokedAccessTokens;

	private final RegisteredClientRepository clients;

	private final JwtDecoder accessTokenDecoder;

	private final UserGrants userGrants;

	@Override
	public void save(OAuth2Authorization authorization) {
		revokeIfInvalidated(authorization.getAccessToken());
		if (AuthorizationGrantType.CLIENT_CREDENTIALS.equals(authorization.getAuthorizationGrantType())) {
			return;
		}
		rememberRotatedRefreshToken(authorization);
		store.save(TokenDigests.digested(userGrants.shape(authorization)));
	}

	/** Ends an authorization: its refresh token stops working and its access token is revoked. */
	void end(String authorizationId) {
		OAuth2Authorization authorization = store.findById(authorizationId);
		if (authorization == null) {
			return;
		}
		OAuth2Authorization.Token<OAuth2AccessToken> accessToken = authorization.getAccessToken();
		if (accessToken != null) {
			revoke(accessToken);
		}
		store.remove(authorization);
	}

	@Override
	public void remove(OAuth2Authorization authorization) {
		store.remove(authorization);
	}

	@Override
	public @Nullable OAuth2Authorization findById(String id) {
		return store.findById(id);
	}

	@Override
	public @Nullable OAuth2Authorization findByToken(String token, @Nullable OAuth2TokenType tokenType) {
		OAuth2Authorization stored = STATE.equals(tokenType) ? store.findByToken(token, tokenType)
				: TokenDigests.restored(store.findByToken(TokenDigests.of(token), tokenType), token);
		if (stored != null) {
			return stored;
		}
		if (tokenType == null || OAuth2TokenType.REFRESH_TOKEN.equals(tokenType)) {
			var family = rotatedRefreshTokens.familyOf(token);
			if (family.isPresent()) {
				revokeFamily(family.get());
				return null;
			}
		}
		if (tokenType == null || OAuth2TokenType.ACCESS_TOKEN.equals(tokenType)) {
			return selfContained(token);
		}
		return null;
	}

	private void rememberRotatedRefreshToken(OAuth2Authorization authorization) {
		OAuth2Authorization previous = store.findById(authorization.getId());
		OAuth2Authorization.Token<OAuth2RefreshToken> before = previous == null ? null : previous.getRefreshToken();
		if (before == null) {
			return;
		}
		OAuth2Authorization.Token<OAuth2RefreshToken> now = authorization.getRefreshToken();
		String oldValue = before.getToken().getTokenValue();
		if (now == null || !TokenDigests.of(now.getToken().getTokenValue()).equals(TokenDigests.of(oldValue))) {
			// Refresh tokens of this platform always expire (kontor.identity.refresh-token-ttl).
			rotatedRefreshTokens.remember(oldValue, authorization.getId(),
					Objects.requireNonNull(before.getToken().getExpiresAt()));
		}
	}

	private void revokeFamily(String authorizationId) {
		log.warn("Rotated refresh token presented again; revoking its token family: authorization={}",
				authorizationId);
		end(authorizationId);
	}

	private void revokeIfInvalidated(OAuth2Authorization.@Nullable Token<OAuth2AccessToken> accessToken) {
		if (accessToken != null && accessToken.isInvalidated()) {
			revoke(accessToken);
		}
	}

	private void revoke(OAuth2Authorization.Token<OAuth2AccessToken> accessToken) {
		Object jti = accessToken.getClaims() == null ? null : accessToken.getClaims().get("jti");
		Instant expiresAt = accessToken.getToken().getExpiresAt();
		if (jti != null && expiresAt != null) {
			revokedAccessTokens.revoke(jti.toString(), expiresAt);
		}
	}

	private @Nullable OAuth2Authorization selfContained(String token) {
		Jwt jwt;
		try {
			jwt = accessTokenDecoder.decode(token);
		}
		catch (JwtException notValidHere) {
			return null;
		}
		if (jwt.getId() == null || revokedAccessTokens.isRevokedInStore(jwt.getId())) {
			return null;
		}
		RegisteredClient client = clients.findByClientId(jwt.getClaimAsString(TokenClaims.CLIENT_ID));
		if (client == null) {
			return null;
		}
		Set<String> scopes = TokenClaims.scopesOf(jwt);
		OAuth2AccessToken accessToken = new OAuth2AccessToken(OAuth2AccessToken.TokenType.BEARER, token,
				jwt.getIssuedAt(), jwt.getExpiresAt(), scopes);
		return OAuth2Authorization.withRegisteredClient(client)
			.id("jwt-" + jwt.getId())
			.principalName(jwt.getSubject())
			.authorizationGrantType(AuthorizationGrantType.CLIENT_CREDENTIALS)
			.authorizedScopes(scopes)
			.token(accessToken,
					metadata -> metadata.put(OAuth2Authorization.Token.CLAIMS_METADATA_NAME, jwt.getClaims()))
			.build();
	}
}
