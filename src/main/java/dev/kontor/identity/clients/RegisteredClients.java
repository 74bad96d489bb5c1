package dev.kontor.identity.clients;

import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.settings.OAuth2TokenFormat;
import org.springframework.security.oauth2.server.authorization.settings.TokenSettings;
import org.springframework.stereotype.Component;

import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.IdentitySettings;
import dev.kontor.shared.PlatformSettings;

/**
 * Presents the platform's client table to Spring Security's authorization server. A disabled client is not
 * found, so every request it makes fails as an unknown client. PKCE is required for every client; refresh tokens
 * rotate on every use. The console's client ({@link ConsoleClient}) is first-party and public: no consent screen,
 * no secret (PKCE binds its codes), its redirect URIs follow the configured issuer.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class RegisteredClients implements RegisteredClientRepository {

	/** Client setting that carries the client's tenant into token customization. */
	static final String TENANT_SETTING = "kontor.tenant-id";

	/** Client setting that carries a price connector's providers (space-separated) into token customization. */
	static final String PROVIDERS_SETTING = "kontor.price-providers";

	private final OAuthClients clients;

	private final IdentitySettings settings;

	private final PlatformSettings platform;

	private final RegisteredClientCache cache;

	/**
	 * Takes only what the authorization server saves on its own: the salted hash that replaces a client's unsalted
	 * one after the client authenticated with it ({@link ClientSecrets#upgradeEncoding}). Clients are registered
	 * and changed through the operator API.
	 */
	@Override
	public void save(RegisteredClient registeredClient) {
		String secretHash = registeredClient.getClientSecret();
		if (secretHash == null || !secretHash.startsWith("{" + ClientSecrets.ENCODING_ID + "}")) {
			throw new UnsupportedOperationException("Clients are registered through the operator API");
		}
		clients.upgradeSecretHash(registeredClient.getClientId(), secretHash);
	}

	@Override
	public @Nullable RegisteredClient findById(String id) {
		return findByClientId(id);
	}

	@Override
	public @Nullable RegisteredClient findByClientId(String clientId) {
		return cache.get(clientId, id -> clients.findByClientId(id)
			.filter(stored -> stored.client().enabled())
			.map(this::toRegisteredClient));
	}

	/**
	 * Forgets what this instance remembers of a client whose row was changed other than through this module (by a
	 * repair in the database, say), so that its next request reads the row.
	 */
	public void forget(String clientId) {
		cache.forget(clientId);
	}

	/**
	 * Whether the client's row says it is enabled now: asked when a token is issued, so that a client disabled
	 * through another instance gets none even before that instance's notification has reached this one.
	 */
	public boolean isEnabledInStore(String clientId) {
		return clients.isEnabled(clientId);
	}

	public static UUID tenantOf(RegisteredClient client) {
		return UUID.fromString(client.getClientSettings().getSetting(TENANT_SETTING));
	}

	/** The providers a price connector is limited to; empty for every provider (and for every other client). */
	public static Optional<Set<String>> providersOf(RegisteredClient client) {
		String providers = client.getClientSettings().getSetting(PROVIDERS_SETTING);
		return providers == null ? Optional.empty() : Optional.of(Set.of(providers.split(" ")));
	}

	private RegisteredClient toRegisteredClient(OAuthClients.StoredClient stored) {
		OAuthClient client = stored.client();
		RegisteredClient registered = asRegistered(stored);
		if (!ConsoleClient.is(client.clientId())) {
			return registered;
		}
		return RegisteredClient.from(registered)
			.clientSecret(null)
			.clientAuthenticationMethods(methods -> {
				methods.clear();
				methods.add(ClientAuthenticationMethod.NONE);
			})
			.redirectUris(uris -> {
				uris.clear();
				uris.add(ConsoleClient.redirectUri(platform));
			})
			.postLogoutRedirectUri(ConsoleClient.postLogoutRedirectUri(platform))
			.clientSettings(ClientSettings.withSettings(registered.getClientSettings().getSettings())
				.requireAuthorizationConsent(false)
				.build())
			.build();
	}

	private RegisteredClient asRegistered(OAuthClients.StoredClient stored) {
		OAuthClient client = stored.client();
		return RegisteredClient.withId(client.clientId())
			.clientId(client.clientId())
			.clientName(client.application().applicationName())
			.clientSecret(stored.secretDigest())
			.clientIdIssuedAt(client.dates().createdDate())
			.clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
			.clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_POST)
			.authorizationGrantTypes(grantTypes -> client.grants().grantTypes()
				.forEach(grantType -> grantTypes.add(new AuthorizationGrantType(grantType))))
			.redirectUris(uris -> uris.addAll(client.grants().redirectUris()))
			.postLogoutRedirectUris(uris -> uris.addAll(client.grants().postLogoutRedirectUris()))
			.scopes(scopes -> scopes.addAll(client.grants().scopes()))
			.clientSettings(clientSettings(client))
			.tokenSettings(TokenSettings.builder()
				.accessTokenFormat(OAuth2TokenFormat.SELF_CONTAINED)
				.accessTokenTimeToLive(settings.accessTokenTtl())
				.authorizationCodeTimeToLive(settings.authorizationCodeTtl())
				.refreshTokenTimeToLive(settings.refreshTokenTtl())
				.reuseRefreshTokens(false)
				.idTokenSignatureAlgorithm(SignatureAlgorithm.RS256)
				.build())
			.build();
	}

	private static ClientSettings clientSettings(OAuthClient client) {
		ClientSettings.Builder settings = ClientSettings.builder()
			.requireProofKey(true)
			.requireAuthorizationConsent(true)
			.setting(TENANT_SETTING, client.tenantId().toString());
		if (client.providers() != null) {
			settings.setting(PROVIDERS_SETTING, String.join(" ", client.providers()));
		}
		return settings.build();
	}
}
