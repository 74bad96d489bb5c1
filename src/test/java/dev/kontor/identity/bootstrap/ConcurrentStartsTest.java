package dev.kontor.identity.bootstrap;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.ConfigurableApplicationContext;

import dev.kontor.KontorApplication;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Instances started at the same moment on an empty PostgreSQL database, as a cluster's first start: both migrate
 * (one after the other, under Flyway's lock) and seed (the operator's tenant and client, the console's client, the
 * signing key, and with {@code demo} the demo's data, each once), and both come up ready.
 */
class ConcurrentStartsTest {

	private static final String URL = "jdbc:postgresql://127.0.0.1:5432/test";

	private static final String SCHEMA = System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test") + "_starts";

	private final List<ConfigurableApplicationContext> instances = new ArrayList<>();

	/** A thread for each start: the common pool may have one thread on a small machine. */
	private final ExecutorService threads = Executors.newFixedThreadPool(2);

	@BeforeEach
	void emptySchema() throws SQLException {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "instances of a cluster share one PostgreSQL database");
		execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
	}

	@AfterEach
	void stop() throws SQLException {
		instances.forEach(ConfigurableApplicationContext::close);
		threads.shutdownNow();
		if (TestDatabaseProfiles.isPostgres()) {
			execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
		}
	}

	@Test
	void twoInstancesOfTheDemoStartedTogetherOnAnEmptyDatabaseBothComeUp() throws Exception {
		startTogether("test", "demo");

		for (ConfigurableApplicationContext instance : instances) {
			Http http = new Http("http://localhost:" + instance.getEnvironment().getProperty("local.server.port"));
			assertThat(http.get("/actuator/health/readiness").status()).isEqualTo(200);
		}
		assertThat(count("SELECT COUNT(*) FROM tenants WHERE name IN ('demo', 'operator')")).isEqualTo(2);
		assertThat(count("SELECT COUNT(*) FROM oauth_clients WHERE client_id IN "
				+ "('demo-server', 'demo-web', 'kontor-console', 'admin')")).isEqualTo(4);
	}

	/**
	 * Starts two instances at the same moment. Their logging is the test JVM's, set up once: two applications setting
	 * up Logback's one context at once in one JVM trip over each other (a ConcurrentModificationException in its
	 * property map), which separate processes never do.
	 */
	private void startTogether(String... profiles) throws Exception {
		String loggingSystem = System.getProperty(LoggingSystem.SYSTEM_PROPERTY);
		System.setProperty(LoggingSystem.SYSTEM_PROPERTY, LoggingSystem.NONE);
		try {
			startBoth(profiles);
		}
		finally {
			if (loggingSystem == null) {
				System.clearProperty(LoggingSystem.SYSTEM_PROPERTY);
			}
			else {
				System.setProperty(LoggingSystem.SYSTEM_PROPERTY, loggingSystem);
			}
		}
	}

	private void startBoth(String... profiles) throws Exception {
		CyclicBarrier together = new CyclicBarrier(2);
		List<Future<ConfigurableApplicationContext>> starts = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			int port = FreePorts.pick();
			starts.add(threads.submit(() -> {
				await(together);
				return new SpringApplicationBuilder(KontorApplication.class).profiles(profiles)
					.run("--server.port=" + port, "--kontor.issuer=http://localhost:" + port,
							"--spring.jmx.enabled=false", "--spring.datasource.url=" + URL + "?currentSchema=" + SCHEMA,
							"--spring.datasource.username=postgres", "--spring.flyway.schemas=" + SCHEMA,
							"--spring.flyway.default-schema=" + SCHEMA);
			}));
		}
		List<Throwable> failures = new ArrayList<>();
		for (Future<ConfigurableApplicationContext> start : starts) {
			try {
				instances.add(start.get(10, TimeUnit.MINUTES));
			}
			catch (Exception ex) {
				failures.add(ex);
			}
		}
		assertThat(failures).as("instances that did not start").isEmpty();
	}

	private static void await(CyclicBarrier barrier) {
		try {
			barrier.await(1, TimeUnit.MINUTES);
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static void execute(String sql) throws SQLException {
		try (Connection connection = DriverManager.getConnection(URL, "postgres", "");
				Statement statement = connection.createStatement()) {
			statement.execute(sql);
		}
	}

	private static long count(String sql) throws SQLException {
		try (Connection connection = DriverManager.getConnection(URL + "?currentSchema=" + SCHEMA, "postgres", "");
				Statement statement = connection.createStatement();
				ResultSet result = statement.executeQuery(sql)) {
			result.next();
			return result.getLong(1);
		}
	}
}
