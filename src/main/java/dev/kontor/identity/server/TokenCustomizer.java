package dev.kontor.identity.server;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import com.nimbusds.jose.jwk.JWK;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;

import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.identity.keys.KeyRing;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.security.Scopes;
import dev.kontor.shared.security.TokenClaims;

/**
 * Shapes the platform's JWTs: signed with the active key of the key ring (its {@code kid} and algorithm in the
 * header), access tokens typed {@code at+jwt} (RFC 9068) and carrying {@code tenant_id}, {@code client_id} and a
 * space-delimited {@code scope}; a user's access tokens also the {@code client_record_id} of the client record the
 * user is linked to, which binds them to it (a client-credentials token acts for every client record of its
 * tenant), and a price connector's tokens the {@code price_providers} it may write prices of. Refuses what no
 * token may carry: a client disabled meanwhile (its row is read, as another instance may have disabled it a moment
 * ago), a user of another tenant than the client's, a disabled user or one whose roles no longer allow
 * the scopes, and scopes over every tenant outside tenant {@code operator} (whatever a client registered before that
 * rule holds).
 */
@RequiredArgsConstructor
final class TokenCustomizer implements OAuth2TokenCustomizer<JwtEncodingContext> {

	static final String ACCESS_TOKEN_TYPE = "at+jwt";

	private final KeyRing keyRing;

	private final UserManagement users;

	private final Tenants tenants;

	private final RegisteredClients clients;

	@Override
	public void customize(JwtEncodingContext context) {
		if (!clients.isEnabledInStore(context.getRegisteredClient().getClientId())) {
			throw refused(OAuth2ErrorCodes.INVALID_CLIENT, "The client is disabled");
		}
		Optional<UUID> user = userOf(context.getPrincipal());
		UUID tenantId = tenantOf(context.getRegisteredClient(), user);
		Set<String> scopes = context.getAuthorizedScopes();
		requireOperatorForOperatorScopes(tenantId, scopes);
		Optional<UserAccount> account = user.map(userId -> requireActiveUser(userId, tenantId, scopes));
		JWK signingKey = keyRing.activeKey();
		context.getJwsHeader()
			.keyId(signingKey.getKeyID())
			.algorithm(SignatureAlgorithm.from(signingKey.getAlgorithm().getName()));
		context.getClaims().claim(TokenClaims.TENANT_ID, tenantId.toString());
		if (OAuth2TokenType.ACCESS_TOKEN.equals(context.getTokenType())) {
			context.getJwsHeader().type(ACCESS_TOKEN_TYPE);
			context.getClaims()
				.claim(TokenClaims.CLIENT_ID, context.getRegisteredClient().getClientId())
				.claim(TokenClaims.SCOPE, String.join(" ", scopes));
			if (scopes.contains(Scopes.PRICEFEED_WRITE) && tenants.isOperator(tenantId)) {
				context.getClaims().claim(TokenClaims.PRICE_PROVIDERS, priceProviders(context.getRegisteredClient()));
			}
			account.map(UserAccount::clientRecordId)
				.ifPresent(clientRecordId -> context.getClaims()
					.claim(TokenClaims.CLIENT_RECORD_ID, clientRecordId.toString()));
		}
	}

	/**
	 * What a price connector may write prices of: the providers it was registered with, or every provider. Only a
	 * client of tenant operator is one, since prices are shared by every tenant.
	 */
	private static List<String> priceProviders(RegisteredClient client) {
		return RegisteredClients.providersOf(client)
			.map(providers -> providers.stream().sorted().toList())
			.orElse(List.of(TokenClaims.EVERY_PROVIDER));
	}

	/**
	 * The client's tenant; for the console's client (of tenant operator, asking for {@code openid} only) the
	 * signed-in user's own tenant, so that the AML officers of every tenant sign in to the console.
	 */
	private UUID tenantOf(RegisteredClient client, Optional<UUID> user) {
		UUID clientTenant = RegisteredClients.tenantOf(client);
		if (!ConsoleClient.is(client.getClientId()) || user.isEmpty()) {
			return clientTenant;
		}
		return users.find(user.get()).map(UserAccount::tenantId).orElse(clientTenant);
	}

	private void requireOperatorForOperatorScopes(UUID tenantId, Set<String> scopes) {
		if (scopes.stream().anyMatch(Scopes.OPERATOR_ONLY::contains) && !tenants.isOperator(tenantId)) {
			throw refused(OAuth2ErrorCodes.INVALID_SCOPE, "platform.admin and pricefeed.admin are for tenant operator");
		}
	}

	private UserAccount requireActiveUser(UUID userId, UUID tenantId, Set<String> scopes) {
		UserAccount user = users.find(userId).orElse(null);
		if (user == null || !user.tenantId().equals(tenantId)) {
			throw refused(OAuth2ErrorCodes.INVALID_GRANT, null);
		}
		if (!user.enabled()) {
			throw refused(OAuth2ErrorCodes.INVALID_GRANT, "The user is disabled");
		}
		if (!scopes.stream().allMatch(user::mayHold)) {
			throw refused(OAuth2ErrorCodes.INVALID_GRANT, "The user's roles do not allow these scopes");
		}
		return user;
	}

	/** The user the principal is: signed-in users carry their tenant as an authority and their id as name. */
	private static Optional<UUID> userOf(Authentication principal) {
		boolean isUser = principal.getAuthorities()
			.stream()
			.map(GrantedAuthority::getAuthority)
			.anyMatch(authority -> authority.startsWith(UserManagement.TENANT_AUTHORITY_PREFIX));
		return isUser ? Optional.of(UUID.fromString(principal.getName())) : Optional.empty();
	}

	private static OAuth2AuthenticationException refused(String code, @Nullable String description) {
		return new OAuth2AuthenticationException(new OAuth2Error(code, description, null));
	}
}
