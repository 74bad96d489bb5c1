package dev.kontor.identity.server;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.OAuth2Token;
import org.springframework.security.oauth2.core.oidc.OidcIdToken;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationCode;

import dev.kontor.shared.Sha256;

/**
 * Authorization codes and tokens as the authorization store keeps them: only their SHA-256 digest,
 * {@code sha256:<hex>}, so that a reader of the database cannot redeem a code or use a refresh token. The digest is
 * also the lookup key: a presented value is found by its digest, and the authorization found gets the presented
 * value back in place of the digest, so that the authorization server compares and answers as if the value had
 * been stored. Tokens of other kinds (device and user codes, not offered) are left as they are.
 */
final class TokenDigests {

	static final String PREFIX = "sha256:";

	/** The columns that hold digests, for the start-up step that digests values stored in clear before. */
	static final List<String> COLUMNS = List.of("authorization_code_value", "access_token_value",
			"oidc_id_token_value", "refresh_token_value");

	private TokenDigests() {
	}

	/** The digest of a value; a digest is returned as it is. */
	static String of(String value) {
		return isDigest(value) ? value : PREFIX + Sha256.hex(value);
	}

	static boolean isDigest(String value) {
		return value.startsWith(PREFIX);
	}

	/** The authorization with every code and token value replaced by its digest. */
	static OAuth2Authorization digested(OAuth2Authorization authorization) {
		OAuth2Authorization.Builder builder = OAuth2Authorization.from(authorization);
		for (Class<? extends OAuth2Token> type : List.of(OAuth2AuthorizationCode.class, OAuth2AccessToken.class,
				OidcIdToken.class, OAuth2RefreshToken.class)) {
			OAuth2Authorization.Token<? extends OAuth2Token> token = authorization.getToken(type);
			if (token != null && !isDigest(token.getToken().getTokenValue())) {
				replace(builder, token, of(token.getToken().getTokenValue()));
			}
		}
		return builder.build();
	}

	/** The stored authorization with the presented value in place of the digest it was found by. */
	static @Nullable OAuth2Authorization restored(@Nullable OAuth2Authorization stored, String presented) {
		if (stored == null) {
			return null;
		}
		OAuth2Authorization.Token<OAuth2Token> token = stored.getToken(of(presented));
		if (token == null) {
			return stored;
		}
		OAuth2Authorization.Builder builder = OAuth2Authorization.from(stored);
		replace(builder, token, presented);
		return builder.build();
	}

	private static void replace(OAuth2Authorization.Builder builder,
			OAuth2Authorization.Token<? extends OAuth2Token> token, String value) {
		Map<String, Object> metadata = token.getMetadata();
		builder.token(withValue(token.getToken(), value), copy -> copy.putAll(metadata));
	}

	private static OAuth2Token withValue(OAuth2Token token, String value) {
		return switch (token) {
			case OAuth2AuthorizationCode code -> new OAuth2AuthorizationCode(value, code.getIssuedAt(), code.getExpiresAt());
			case OAuth2AccessToken access -> new OAuth2AccessToken(access.getTokenType(), value, access.getIssuedAt(),
					access.getExpiresAt(), access.getScopes());
			case OidcIdToken id -> new OidcIdToken(value, id.getIssuedAt(), id.getExpiresAt(), id.getClaims());
			case OAuth2RefreshToken refresh -> new OAuth2RefreshToken(value, refresh.getIssuedAt(), refresh.getExpiresAt());
			default -> throw new IllegalArgumentException("Not a digested token type: " + token.getClass().getSimpleName());
		};
	}
}
