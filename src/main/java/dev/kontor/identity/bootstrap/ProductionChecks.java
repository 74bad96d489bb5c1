package dev.kontor.identity.bootstrap;

import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;
import org.springframework.core.env.Profiles;

import dev.kontor.identity.BootstrapSettings;
import dev.kontor.shared.crypto.SecuritySettings;

/**
 * Refuses to start the {@code prod} profile with what is only fit for trying Kontor out: the operator client's
 * default or a short secret, which gives {@code platform.admin} over every tenant to whoever guesses it, and the
 * embedded H2 database in place of PostgreSQL; and without a master key, which stored secrets are sealed with
 * (a generated one lies in a file beside the data). Runs before any bean is made, so nothing is migrated or created
 * first; the message names the variables to set.
 */
final class ProductionChecks implements BeanFactoryPostProcessor, EnvironmentAware {

	static final int MIN_ADMIN_SECRET_LENGTH = 32;

	private Environment environment;

	@Override
	public void setEnvironment(Environment environment) {
		this.environment = environment;
	}

	@Override
	public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
		if (!environment.acceptsProfiles(Profiles.of("prod"))) {
			return;
		}
		List<String> problems = problemsOf(environment.getProperty("kontor.admin-client-secret", ""),
				environment.getProperty("spring.datasource.url", ""),
				environment.getProperty("kontor.security.master-key", ""));
		if (!problems.isEmpty()) {
			throw new IllegalStateException("Kontor does not start with the prod profile: " + String.join("; ", problems));
		}
	}

	static List<String> problemsOf(String adminClientSecret, String datasourceUrl, String masterKey) {
		List<String> problems = new ArrayList<>();
		if (adminClientSecret.isBlank() || BootstrapSettings.DEFAULT_CLIENT_SECRET.equals(adminClientSecret)) {
			problems.add("set KONTOR_ADMIN_CLIENT_SECRET to a secret of at least " + MIN_ADMIN_SECRET_LENGTH
					+ " characters (the default is public)");
		}
		else if (adminClientSecret.length() < MIN_ADMIN_SECRET_LENGTH) {
			problems.add("KONTOR_ADMIN_CLIENT_SECRET must have at least " + MIN_ADMIN_SECRET_LENGTH + " characters");
		}
		if (!datasourceUrl.startsWith("jdbc:postgresql:")) {
			problems.add("set SPRING_DATASOURCE_URL to the PostgreSQL database (jdbc:postgresql://…); the embedded H2 "
					+ "database is for trying Kontor out");
		}
		String masterKeyProblem = SecuritySettings.productionProblemOf(masterKey);
		if (masterKeyProblem != null) {
			problems.add(masterKeyProblem);
		}
		return problems;
	}
}
