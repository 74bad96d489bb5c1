package dev.kontor.identity.server;

import java.util.UUID;

import com.nimbusds.jose.jwk.JWK;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;

import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.identity.keys.KeyRing;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.security.TokenClaims;

/**
 * Shapes the platform's JWTs: signed with the active key of the key ring (its {@code kid} and algorithm in the
 * header), access tokens typed {@code at+jwt} (RFC 9068) and carrying {@code tenant_id}, {@code client_id} and a
 * space-delimited {@code scope}. A user can only obtain tokens through a client of the user's own tenant.
 */
final class TokenCustomizer implements OAuth2TokenCustomizer<JwtEncodingContext> {

	static final String ACCESS_TOKEN_TYPE = "at+jwt";

	private final KeyRing keyRing;

	TokenCustomizer(KeyRing keyRing) {
		this.keyRing = keyRing;
	}

	@Override
	public void customize(JwtEncodingContext context) {
		UUID tenantId = RegisteredClients.tenantOf(context.getRegisteredClient());
		requireUserOfTenant(context.getPrincipal(), tenantId);
		JWK signingKey = keyRing.activeKey();
		context.getJwsHeader()
			.keyId(signingKey.getKeyID())
			.algorithm(SignatureAlgorithm.from(signingKey.getAlgorithm().getName()));
		context.getClaims().claim(TokenClaims.TENANT_ID, tenantId.toString());
		if (OAuth2TokenType.ACCESS_TOKEN.equals(context.getTokenType())) {
			context.getJwsHeader().type(ACCESS_TOKEN_TYPE);
			context.getClaims()
				.claim(TokenClaims.CLIENT_ID, context.getRegisteredClient().getClientId())
				.claim(TokenClaims.SCOPE, String.join(" ", context.getAuthorizedScopes()));
		}
	}

	private static void requireUserOfTenant(Authentication principal, UUID tenantId) {
		String expected = UserManagement.TENANT_AUTHORITY_PREFIX + tenantId;
		boolean isUser = principal.getAuthorities()
			.stream()
			.map(GrantedAuthority::getAuthority)
			.anyMatch(authority -> authority.startsWith(UserManagement.TENANT_AUTHORITY_PREFIX));
		boolean ofTenant = principal.getAuthorities()
			.stream()
			.map(GrantedAuthority::getAuthority)
			.anyMatch(expected::equals);
		if (isUser && !ofTenant) {
			throw new OAuth2AuthenticationException(OAuth2ErrorCodes.INVALID_GRANT);
		}
	}
}
