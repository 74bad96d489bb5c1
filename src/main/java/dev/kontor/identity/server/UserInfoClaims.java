package dev.kontor.identity.server;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.core.oidc.OidcUserInfo;
import org.springframework.security.oauth2.core.oidc.StandardClaimNames;
import org.springframework.security.oauth2.server.authorization.oidc.authentication.OidcUserInfoAuthenticationContext;

import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.security.TokenClaims;

/** The userinfo answer: the signed-in user's claims, as far as the token's scopes allow. */
@RequiredArgsConstructor
final class UserInfoClaims implements Function<OidcUserInfoAuthenticationContext, OidcUserInfo> {

	private final UserManagement users;

	@Override
	public OidcUserInfo apply(OidcUserInfoAuthenticationContext context) {
		UserAccount user = users.get(UUID.fromString(context.getAuthorization().getPrincipalName()));
		Set<String> scopes = context.getAccessToken().getScopes();
		Map<String, Object> claims = new LinkedHashMap<>();
		claims.put(StandardClaimNames.SUB, user.id().toString());
		claims.put(TokenClaims.TENANT_ID, user.tenantId().toString());
		if (user.clientRecordId() != null) {
			claims.put(TokenClaims.CLIENT_RECORD_ID, user.clientRecordId().toString());
		}
		if (scopes.contains(OidcScopes.PROFILE)) {
			claims.put(StandardClaimNames.PREFERRED_USERNAME, user.profile().username());
			if (user.profile().name() != null) {
				claims.put(StandardClaimNames.NAME, user.profile().name());
			}
		}
		if (scopes.contains(OidcScopes.EMAIL) && user.profile().email() != null) {
			claims.put(StandardClaimNames.EMAIL, user.profile().email());
		}
		return new OidcUserInfo(claims);
	}
}
