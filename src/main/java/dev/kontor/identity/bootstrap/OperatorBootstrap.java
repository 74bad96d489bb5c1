package dev.kontor.identity.bootstrap;

import java.util.List;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.identity.BootstrapSettings;
import dev.kontor.identity.clients.ApplicationType;
import dev.kontor.identity.clients.ClientApplication;
import dev.kontor.identity.clients.ClientGrants;
import dev.kontor.identity.clients.ClientRegistration;
import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.security.Scopes;

/**
 * On first start with an empty database: tenant {@code operator} and the operator's client with scope
 * {@code platform.admin}, from {@code KONTOR_ADMIN_CLIENT_ID} and {@code KONTOR_ADMIN_CLIENT_SECRET}. On every later
 * start the operator client takes the secret of {@code KONTOR_ADMIN_CLIENT_SECRET} if it was changed.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
@RequiredArgsConstructor
class OperatorBootstrap implements ApplicationRunner {

	private static final Logger log = LoggerFactory.getLogger(OperatorBootstrap.class);

	private final Tenants tenants;

	private final OAuthClientManagement clients;

	private final BootstrapSettings settings;

	private final TransactionTemplate transaction;

	/** Checked before any bean is made; see {@link ProductionChecks}. */
	@Bean
	static ProductionChecks productionChecks() {
		return new ProductionChecks();
	}

	@Override
	public void run(ApplicationArguments args) {
		if (tenants.count() > 0) {
			if (clients.ensureSecret(settings.adminClientId(), settings.adminClientSecret())) {
				log.info("The operator client '{}' has the secret of KONTOR_ADMIN_CLIENT_SECRET from now on",
						settings.adminClientId());
			}
			return;
		}
		try {
			transaction.executeWithoutResult(status -> createOperator());
		}
		catch (RuleViolation | DataIntegrityViolationException anotherInstanceWasFaster) {
			log.info("Operator tenant was created by another instance");
		}
	}

	private void createOperator() {
		Tenant operator = tenants.create(Tenants.OPERATOR);
		clients.registerWithSecret(new ClientRegistration(operator.id(), settings.adminClientId(),
				new ClientApplication("Operator console", ApplicationType.SERVER, List.of()),
				new ClientGrants(Set.of(GrantTypes.CLIENT_CREDENTIALS), Set.of(Scopes.PLATFORM_ADMIN), List.of())),
				settings.adminClientSecret());
		log.info("Created tenant '{}' and operator client '{}'", Tenants.OPERATOR, settings.adminClientId());
		if (settings.usesDefaultSecret()) {
			log.warn("The operator client uses the default secret: set KONTOR_ADMIN_CLIENT_SECRET before the first "
					+ "start of any installation reachable by others");
		}
	}
}
