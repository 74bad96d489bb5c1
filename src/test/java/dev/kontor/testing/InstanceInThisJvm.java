package dev.kontor.testing;

import java.util.ArrayList;
import java.util.List;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.KontorApplication;

/**
 * Another application instance in the test's JVM, on the test's database (the same profiles: PostgreSQL's schema or
 * H2's named in-memory database, which every connection of the JVM shares) without migrations of its own, and with
 * the test instance's issuer, so that tokens and sessions of either instance are good at both.
 */
public final class InstanceInThisJvm {

	private InstanceInThisJvm() {
	}

	/**
	 * Starts it on {@code port} (0: a free one, see {@link #baseUrl}) with these extra arguments
	 * ({@code --name=value}). All settings go in as arguments, which take precedence over the configuration files
	 * ({@code server.port} among them).
	 */
	public static ConfigurableApplicationContext start(Environment testEnvironment, String issuer, int port,
			String... arguments) {
		List<String> all = new ArrayList<>(List.of("--server.port=" + port, "--spring.flyway.enabled=false",
				"--kontor.issuer=" + issuer, "--spring.jmx.enabled=false"));
		all.addAll(List.of(arguments));
		return new SpringApplicationBuilder(KontorApplication.class).profiles(testEnvironment.getActiveProfiles())
			.run(all.toArray(String[]::new));
	}

	/** Where the instance answers: {@code http://localhost:} and the port it listens on. */
	public static String baseUrl(ConfigurableApplicationContext instance) {
		return "http://localhost:" + instance.getEnvironment().getProperty("local.server.port");
	}
}
