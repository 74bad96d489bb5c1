package dev.kontor.identity.bootstrap;

import java.util.List;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.clients.ApplicationType;
import dev.kontor.identity.clients.ClientApplication;
import dev.kontor.identity.clients.ClientGrants;
import dev.kontor.identity.clients.ClientRegistration;
import dev.kontor.identity.clients.ClientSecrets;
import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.RuleViolation;

/**
 * Registers the web console's client in tenant {@code operator} on every start where it is missing (a new
 * installation, or one older than the console), after {@link OperatorBootstrap} created the tenant, and moves its
 * redirect URI to the platform's address when that changed since (another {@code kontor.issuer} or, unset, another
 * port). The client is public: the secret stored for it is random and thrown away, nothing ever authenticates with
 * it.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
@RequiredArgsConstructor
class ConsoleClientBootstrap implements ApplicationRunner {

	private static final Logger log = LoggerFactory.getLogger(ConsoleClientBootstrap.class);

	private final Tenants tenants;

	private final OAuthClientManagement clients;

	private final PlatformSettings platform;

	private final TransactionTemplate transaction;

	@Override
	public void run(ApplicationArguments args) {
		if (isRegistered()) {
			if (clients.moveAddresses(registration())) {
				log.info("The console's client '{}' redirects to {} from now on", ConsoleClient.CLIENT_ID,
						ConsoleClient.redirectUri(platform));
			}
			return;
		}
		try {
			transaction.executeWithoutResult(status -> register());
			log.info("Registered the console's client '{}'", ConsoleClient.CLIENT_ID);
		}
		catch (RuleViolation | DataIntegrityViolationException anotherInstanceWasFaster) {
			log.info("The console's client was registered by another instance");
		}
	}

	private boolean isRegistered() {
		try {
			clients.get(ConsoleClient.CLIENT_ID);
			return true;
		}
		catch (NotFound missing) {
			return false;
		}
	}

	private void register() {
		clients.registerWithSecret(registration(), ClientSecrets.generate());
	}

	private ClientRegistration registration() {
		return new ClientRegistration(tenants.operator().id(), ConsoleClient.CLIENT_ID,
				new ClientApplication("Kontor console", ApplicationType.WEB, List.of()),
				new ClientGrants(Set.of(GrantTypes.AUTHORIZATION_CODE), Set.of("openid"),
						List.of(ConsoleClient.redirectUri(platform))));
	}
}
