package dev.kontor.identity.clients;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.modulith.NamedInterface;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Scopes;

/** Registers OAuth clients, rotates their secrets, enables and disables them. */
@Service
@NamedInterface("administration")
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OAuthClientManagement {

	private static final Pattern PROVIDER_NAME = Pattern.compile("[A-Za-z0-9]{1,50}");

	private final OAuthClients clients;

	private final Tenants tenants;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public ClientWithSecret register(ClientRegistration registration) {
		String secret = ClientSecrets.generate();
		return new ClientWithSecret(registerWithSecret(registration, secret), secret);
	}

	/** The bootstrap client's secret comes from the environment; every other secret from {@link #register}. */
	@Transactional
	public OAuthClient registerWithSecret(ClientRegistration registration, String secret) {
		validate(registration);
		if (tenants.findById(registration.tenantId()).isEmpty()) {
			throw new RuleViolation("tenantId", "No tenant with this id exists");
		}
		if (registration.grants().scopes().stream().anyMatch(Scopes.OPERATOR_ONLY::contains)
				&& !tenants.isOperator(registration.tenantId())) {
			throw new RuleViolation("scopes", "platform.admin and pricefeed.admin are only for clients of tenant "
					+ "operator: they act over every tenant");
		}
		if (registration.providers() != null && !tenants.isOperator(registration.tenantId())) {
			throw new RuleViolation("providers", "Only price connectors have providers, and they are clients of tenant "
					+ "operator: prices are shared by every tenant");
		}
		Instant now = Instant.now(clock);
		UUID id = ids.next();
		String clientId = registration.clientId() != null ? registration.clientId() : id.toString();
		OAuthClient client = new OAuthClient(id, clientId, registration.tenantId(), registration.application(),
				registration.grants(), registration.providers(), true, new ClientDates(now, now));
		clients.insert(client, ClientSecrets.storedHashOf(secret));
		return client;
	}

	public OAuthClient get(String clientId) {
		return clients.findByClientId(clientId)
			.map(OAuthClients.StoredClient::client)
			.orElseThrow(() -> new NotFound("No OAuth client with this client id exists"));
	}

	public Paged<OAuthClient> list(UUID tenantId, PageRequest page) {
		return Paged.of(page, clients.count(tenantId),
				clients.findPage(tenantId, page.offset(), page.recordsPerPage()));
	}

	/** Replaces the secret at once: the old one stops working with this call. */
	@Transactional
	public ClientWithSecret rotateSecret(String clientId) {
		String secret = ClientSecrets.generate();
		if (!clients.updateSecret(clientId, ClientSecrets.storedHashOf(secret), Instant.now(clock))) {
			throw new NotFound("No OAuth client with this client id exists");
		}
		return new ClientWithSecret(get(clientId), secret);
	}

	/**
	 * Gives the client this secret unless it has it already (the bootstrap client's secret is read from the
	 * environment at every start); answers whether it changed.
	 */
	@Transactional
	public boolean ensureSecret(String clientId, String secret) {
		return clients.findByClientId(clientId)
			.filter(stored -> !new ClientSecrets().matches(secret, stored.secretDigest()))
			.map(stored -> clients.updateSecret(clientId, ClientSecrets.storedHashOf(secret), Instant.now(clock)))
			.orElse(false);
	}

	@Transactional
	public OAuthClient setEnabled(String clientId, boolean enabled) {
		if (!clients.updateEnabled(clientId, enabled, Instant.now(clock))) {
			throw new NotFound("No OAuth client with this client id exists");
		}
		return get(clientId);
	}

	/**
	 * Gives a registered client the allowed origins, redirect URIs and post-logout redirect URIs of this
	 * registration, validated as at registration, when they differ from its own (the demo's clients follow the
	 * platform's address to another port); its grants, scopes and secret stay. Answers whether anything changed.
	 */
	@Transactional
	public boolean moveAddresses(ClientRegistration registration) {
		validate(registration);
		String clientId = Objects.requireNonNull(registration.clientId());
		OAuthClient client = get(clientId);
		boolean same = client.application().allowedOrigins().equals(registration.application().allowedOrigins())
				&& client.grants().redirectUris().equals(registration.grants().redirectUris())
				&& client.grants().postLogoutRedirectUris().equals(registration.grants().postLogoutRedirectUris());
		return !same && clients.updateAddresses(clientId, registration.application(), registration.grants(),
				Instant.now(clock));
	}

	private static void validate(ClientRegistration registration) {
		ClientGrants grants = registration.grants();
		grants.grantTypes().forEach(grantType -> {
			if (!GrantTypes.ALL.contains(grantType)) {
				throw new InvalidInput("grantTypes", "Unknown grant type '" + grantType + "'");
			}
		});
		grants.scopes().forEach(scope -> {
			if (!Scopes.isKnown(scope)) {
				throw new InvalidInput("scopes", "Unknown scope '" + scope + "'");
			}
		});
		grants.redirectUris().forEach(OAuthClientManagement::validateRedirectUri);
		if (grants.grantTypes().contains(GrantTypes.AUTHORIZATION_CODE) && grants.redirectUris().isEmpty()) {
			throw new InvalidInput("redirectUris", "At least one redirect URI is required for authorization_code");
		}
		grants.postLogoutRedirectUris()
			.forEach(uri -> LogoutRedirectUris.check(uri, registration.application().applicationType()));
		if (!grants.postLogoutRedirectUris().isEmpty()
				&& !grants.grantTypes().contains(GrantTypes.AUTHORIZATION_CODE)) {
			throw new InvalidInput(LogoutRedirectUris.FIELD,
					"Post-logout redirect URIs are only for clients with authorization_code: a user signs out of them");
		}
		if (registration.providers() != null) {
			validateProviders(registration);
		}
		if (grants.grantTypes().contains(GrantTypes.REFRESH_TOKEN)
				&& !grants.grantTypes().contains(GrantTypes.AUTHORIZATION_CODE)) {
			throw new InvalidInput("grantTypes", "refresh_token is issued only with authorization_code");
		}
	}

	/**
	 * A price connector's providers, each a name of letters and digits. The names are the price feed's to know; a
	 * name it does not know allows nothing.
	 */
	private static void validateProviders(ClientRegistration registration) {
		Set<String> providers = Objects.requireNonNull(registration.providers());
		if (!registration.grants().scopes().contains(Scopes.PRICEFEED_WRITE)) {
			throw new InvalidInput("providers", "Only a price connector (scope pricefeed.write) has providers");
		}
		providers.forEach(provider -> {
			if (!PROVIDER_NAME.matcher(provider).matches()) {
				throw new InvalidInput("providers", "A provider is named by 1 to 50 letters and digits");
			}
		});
	}

	private static void validateRedirectUri(String value) {
		try {
			URI uri = new URI(value);
			if (!uri.isAbsolute() || uri.getHost() == null || uri.getFragment() != null) {
				throw new InvalidInput("redirectUris", "Redirect URI must be absolute, with a host and no fragment");
			}
		}
		catch (URISyntaxException ex) {
			throw new InvalidInput("redirectUris", "Redirect URI is not a valid URI");
		}
	}
}
