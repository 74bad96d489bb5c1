package dev.kontor.shared.web;

import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import org.h2.tools.Server;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TcpProxy;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A database that goes away while requests run: every request answers 503 with {@code Retry-After} meanwhile
 * (never 500, never a hang of the pool's default 30 s), and the application serves again on its own once the
 * database is back. The database sits behind a TCP proxy that the test cuts and reopens, so that the shared
 * PostgreSQL server keeps running for everyone else; on H2 it is an H2 server of this test's own.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "spring.datasource.hikari.maximum-pool-size=4", "kontor.webhooks.poll-interval=1h" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
class DatabaseOutageTest {

	private static final int PORT = FreePorts.pick();

	private static final Server H2 = TestDatabaseProfiles.isPostgres() ? null : h2Server();

	private static final TcpProxy PROXY = TestDatabaseProfiles.isPostgres() ? new TcpProxy("127.0.0.1", 5432)
			: new TcpProxy("127.0.0.1", H2.getPort());

	private static final String SCHEMA = System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test") + "_outage";

	private final Http http = new Http("http://localhost:" + PORT);

	@DynamicPropertySource
	static void throughTheProxy(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		if (TestDatabaseProfiles.isPostgres()) {
			// A schema of its own: this context cleans it, while the shared HTTP test context may still use the other.
			registry.add("spring.datasource.url",
					() -> "jdbc:postgresql://127.0.0.1:" + PROXY.port() + "/test?currentSchema=" + SCHEMA);
			registry.add("spring.flyway.schemas", () -> SCHEMA);
			registry.add("spring.flyway.default-schema", () -> SCHEMA);
		}
		else {
			registry.add("spring.datasource.url", () -> "jdbc:h2:tcp://127.0.0.1:" + PROXY.port()
					+ "/mem:outage;DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
		}
	}

	@AfterAll
	static void stopDatabase() {
		PROXY.close();
		if (H2 != null) {
			H2.stop();
		}
	}

	@Test
	void answers503WithRetryAfterWhileTheDatabaseIsAwayAndRecoversWhenItIsBack() throws Exception {
		String token = new Platform(http).adminToken();
		assertThat(http.get("/admin/v1/tenants", token).status()).isEqualTo(200);
		List<Http.Response> answers = new CopyOnWriteArrayList<>();
		AtomicBoolean running = new AtomicBoolean(true);
		try (ExecutorService callers = Executors.newFixedThreadPool(3)) {
			List<Future<?>> loops = List.of(callers.submit(() -> call(token, running, answers)),
					callers.submit(() -> call(token, running, answers)),
					callers.submit(() -> call(token, running, answers)));

			PROXY.cut();
			await().atMost(Duration.ofSeconds(60))
				.until(() -> answers.stream().filter(answer -> answer.status() == 503).count() >= 6);
			Http.Response meanwhile = http.get("/admin/v1/tenants", token);
			PROXY.reopen();
			await().atMost(Duration.ofSeconds(60))
				.untilAsserted(() -> assertThat(http.get("/admin/v1/tenants", token).status()).isEqualTo(200));
			running.set(false);
			for (Future<?> loop : loops) {
				loop.get();
			}

			assertThat(meanwhile.status()).as(meanwhile.toString()).isEqualTo(503);
			assertThat(meanwhile.header("Retry-After")).isEqualTo("5");
			assertThat(meanwhile.header("Content-Type")).startsWith("application/problem+json");
			assertThat(meanwhile.json().get("status").asInt()).isEqualTo(503);
			assertThat(answers).allSatisfy(answer -> {
				assertThat(answer.status()).as(answer.toString()).isIn(200, 503);
				if (answer.status() == 503) {
					assertThat(answer.header("Retry-After")).isEqualTo("5");
				}
			});
		}
		assertThat(http.postJson("/admin/v1/tenants", token, java.util.Map.of("name", "after the outage")).status())
			.isEqualTo(201);
	}

	private void call(String token, AtomicBoolean running, List<Http.Response> answers) {
		while (running.get()) {
			answers.add(http.get("/admin/v1/tenants", token));
		}
	}

	private static Server h2Server() {
		try {
			return Server.createTcpServer("-tcpPort", String.valueOf(FreePorts.pick()), "-ifNotExists").start();
		}
		catch (SQLException ex) {
			throw new IllegalStateException(ex);
		}
	}
}
