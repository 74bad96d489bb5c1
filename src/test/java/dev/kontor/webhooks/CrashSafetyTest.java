package dev.kontor.webhooks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * An instance killed (SIGKILL) while it holds deliveries in flight loses none: once its leases run out, the
 * instance that stays takes them over and every accepted event is delivered. Needs a database two processes can
 * share, so it runs against PostgreSQL.
 */
class CrashSafetyTest extends HttpTest {

	private static final int EVENTS = 40;

	@Autowired
	MutableClock clock;

	@Autowired
	JdbcClient jdbc;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private Process doomed;

	private Path instanceLog;

	@AfterEach
	void cleanUp() {
		if (doomed != null) {
			doomed.destroyForcibly();
		}
		receiver.close();
		clock.reset();
	}

	@Test
	void everyAcceptedEventIsDeliveredAfterAnInstanceIsKilledWithDeliveriesInFlight() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two processes share the database only on PostgreSQL");
		receiver.delay(Duration.ofSeconds(60));
		doomed = startInstance();
		await().atMost(Duration.ofSeconds(90)).until(this::isUp);
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin, Map.of("tenantId", tenantId, "url", receiver.url()))
			.status()).isEqualTo(201);

		Set<String> accepted = IntStream.range(0, EVENTS)
			.mapToObj(i -> http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i))))
			.map(response -> response.json().get("eventId").asString())
			.collect(Collectors.toSet());

		// This instance gives up on the hanging receiver after 2 s; the other one waits 60 s, so deliveries still
		// claimed and unsettled after that are the other instance's attempts in flight.
		await().pollDelay(Duration.ofSeconds(4))
			.atMost(Duration.ofSeconds(30))
			.until(() -> inFlightOfTheOtherInstance(tenantId) > 0);
		doomed.destroyForcibly().waitFor();

		receiver.delay(Duration.ZERO).answerAlways(200);
		clock.advance(Duration.ofMinutes(5));
		await().atMost(Duration.ofSeconds(60)).until(() -> delivered(tenantId) == EVENTS);

		Set<String> received = receiver.received()
			.stream()
			.map(request -> request.header("webhook-id"))
			.collect(Collectors.toSet());
		assertThat(received).containsAll(accepted);
	}

	private Process startInstance() throws Exception {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		instanceLog = Files.createTempFile("kontor-instance", ".log");
		List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
				"dev.kontor.KontorApplication", "--spring.profiles.active=test,test-postgres", "--server.port=0",
				"--spring.flyway.enabled=false", "--kontor.issuer=" + BASE_URL, "--kontor.webhooks.timeout=60s",
				"--kontor.webhooks.lease=90s", "--logging.level.root=INFO");
		return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(instanceLog.toFile()).start();
	}

	private boolean isUp() throws Exception {
		assertThat(doomed.isAlive()).as("the second instance is running").isTrue();
		return Files.readString(instanceLog).contains("Started KontorApplication");
	}

	private long inFlightOfTheOtherInstance(UUID tenantId) {
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
