package dev.kontor.webhooks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.WebhookReceiver;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * An instance killed (SIGKILL) while it holds deliveries in flight loses none: started again, it takes them over once
 * their leases have run out, and every accepted event is delivered. This test's own instance stops dispatching for
 * the duration, so the deliveries are the other process's alone. Needs a database two processes can share, so it
 * runs against PostgreSQL.
 */
class CrashSafetyTest extends HttpTest {

	private static final int EVENTS = 40;

	/** Longer than the other instance's attempt timeout, so that it never claims its own attempts again. */
	private static final Duration LEASE = Duration.ofSeconds(20);

	@Autowired
	Dispatcher dispatcher;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	MeterRegistry meters;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private final List<Process> instances = new ArrayList<>();

	private Path instanceLog;

	@AfterEach
	void cleanUp() {
		instances.forEach(Process::destroyForcibly);
		receiver.close();
		if (!dispatcher.isRunning()) {
			dispatcher.start();
		}
	}

	@Test
	void everyAcceptedEventIsDeliveredWhenAnInstanceKilledWithDeliveriesInFlightIsStartedAgain() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two processes share the database only on PostgreSQL");
		dispatcher.stop();
		double attemptsHereBefore = attempts();
		receiver.delay(Duration.ofSeconds(60));
		Process doomed = startInstance();
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin, Map.of("tenantId", tenantId, "url", receiver.url()))
			.status()).isEqualTo(201);

		Set<String> accepted = IntStream.range(0, EVENTS)
			.mapToObj(i -> http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i))))
			.map(response -> response.json().get("eventId").asString())
			.collect(Collectors.toSet());

		await().atMost(Duration.ofSeconds(10)).until(() -> inFlight(tenantId) == EVENTS);
		doomed.destroyForcibly().waitFor();
		assertThat(delivered(tenantId)).isZero();

		receiver.delay(Duration.ZERO).answerAlways(200);
		startInstance();
		await().atMost(Duration.ofSeconds(90)).until(() -> delivered(tenantId) == EVENTS);

		Set<String> received = receiver.received()
			.stream()
			.map(request -> request.header("webhook-id"))
			.collect(Collectors.toSet());
		assertThat(received).containsAll(accepted);
		assertThat(attempts()).as("attempts made by this test's own instance").isEqualTo(attemptsHereBefore);
	}

	/** Starts another instance of the application as a process of its own and waits until it is up. */
	private Process startInstance() throws Exception {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		instanceLog = Files.createTempFile("kontor-instance", ".log");
		List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
				"dev.kontor.KontorApplication", "--spring.profiles.active=test,test-postgres", "--server.port=0",
				"--spring.flyway.enabled=false", "--kontor.issuer=" + BASE_URL, "--kontor.webhooks.timeout=15s",
				"--kontor.webhooks.lease=" + LEASE.toSeconds() + "s",
				// all the events in flight at once, though they go to one endpoint
				"--kontor.webhooks.max-in-flight-per-endpoint=" + EVENTS,
				"--kontor.webhooks.min-in-flight-per-endpoint=" + EVENTS, "--logging.level.root=INFO");
		Process instance = new ProcessBuilder(command).redirectErrorStream(true)
			.redirectOutput(instanceLog.toFile())
			.start();
		instances.add(instance);
		await().atMost(Duration.ofSeconds(90)).until(() -> {
			assertThat(instance.isAlive()).as("the other instance is running").isTrue();
			return Files.readString(instanceLog).contains("Started KontorApplication");
		});
		return instance;
	}

	private double attempts() {
		return meters.find("kontor.webhooks.attempts").counters().stream().mapToDouble(Counter::count).sum();
	}

	private long inFlight(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE tenant_id = :tenantId AND status = 'Pending' "
				+ "AND attempt_count = 0 AND claim_token IS NOT NULL")
			.param("tenantId", tenantId)
			.query(Long.class)
			.single();
	}

	private long delivered(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE tenant_id = :tenantId AND status = 'Delivered'")
			.param("tenantId", tenantId)
			.query(Long.class)
			.single();
	}
}
