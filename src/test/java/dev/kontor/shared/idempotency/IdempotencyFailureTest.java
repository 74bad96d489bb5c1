package dev.kontor.shared.idempotency;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * What a key does when its request fails, is still running or was abandoned, through operations of
 * {@link IdempotencyProbeController} that fail once or run until released.
 */
class IdempotencyFailureTest extends HttpTest {

	@Autowired
	IdempotencyProbeController probe;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	MutableClock clock;

	private String token;

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	@BeforeEach
	void caller() {
		UUID tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"), "clients.write");
	}

	@Test
	void aFailedRequestDoesNotPinTheKeyAndTheRetryRunsAndIsKept() {
		String key = UUID.randomUUID().toString();
		Map<String, String> body = Map.of("name", "flaky-" + key);

		Http.Response failed = post("/api/test/idempotency/fails-once", key, body);
		Http.Response retried = post("/api/test/idempotency/fails-once", key, body);
		Http.Response replayed = post("/api/test/idempotency/fails-once", key, body);

		assertThat(failed.status()).isEqualTo(500);
		assertThat(retried.status()).as(retried.toString()).isEqualTo(201);
		assertThat(retried.header(IdempotencyKeyHeader.REPLAYED)).isNull();
		assertThat(replayed.status()).isEqualTo(201);
		assertThat(replayed.header(IdempotencyKeyHeader.REPLAYED)).isEqualTo("true");
		assertThat(replayed.body()).isEqualTo(retried.body());
		assertThat(replayed.header("Location")).isNotNull().isEqualTo(retried.header("Location"));
	}

	@Test
	void aRequestMeetingTheSameRequestInFlightAnswers409WithRetryAfterAndLaterTheFirstAnswer() throws Exception {
		String key = UUID.randomUUID().toString();
		Map<String, String> body = Map.of("name", "held-" + key);
		CompletableFuture<Http.Response> first = CompletableFuture
			.supplyAsync(() -> post("/api/test/idempotency/held", key, body));
		await().atMost(Duration.ofSeconds(10)).until(() -> inFlight(key));

		Http.Response meanwhile = post("/api/test/idempotency/held", key, body);
		Http.Response otherBody = post("/api/test/idempotency/held", key, Map.of("name", "other-" + key));
		probe.release("held-" + key);
		Http.Response answered = first.get();
		Http.Response later = post("/api/test/idempotency/held", key, body);

		assertThat(meanwhile.status()).as(meanwhile.toString()).isEqualTo(409);
		assertThat(meanwhile.header("Retry-After")).isEqualTo("1");
		assertThat(meanwhile.header("Content-Type")).isEqualTo("application/problem+json");
		assertThat(otherBody.status()).as("another body while the first runs").isEqualTo(422);
		assertThat(answered.status()).isEqualTo(201);
		assertThat(later.header(IdempotencyKeyHeader.REPLAYED)).isEqualTo("true");
		assertThat(later.body()).isEqualTo(answered.body());
		assertThat(later.header("Location")).isEqualTo(answered.header("Location"));
	}

	@Test
	void aRequestArrivingWhileTheSameOneRunsGetsItsAnswerOnceItEnds() throws Exception {
		String key = UUID.randomUUID().toString();
		Map<String, String> body = Map.of("name", "waited-" + key);
		CompletableFuture<Http.Response> first = CompletableFuture
			.supplyAsync(() -> post("/api/test/idempotency/held", key, body));
		await().atMost(Duration.ofSeconds(10)).until(() -> inFlight(key));

		CompletableFuture<Http.Response> second = CompletableFuture
			.supplyAsync(() -> post("/api/test/idempotency/held", key, body));
		probe.release("waited-" + key);

		assertThat(second.get().status()).as(second.get().toString()).isEqualTo(201);
		assertThat(second.get().header(IdempotencyKeyHeader.REPLAYED)).isEqualTo("true");
		assertThat(second.get().body()).isEqualTo(first.get().body());
	}

	@Test
	void aClaimAbandonedLongerThanAllowedIsTakenOverAndTheLateFirstAnswerIsNotStored() throws Exception {
		String key = UUID.randomUUID().toString();
		CompletableFuture<Http.Response> abandoned = CompletableFuture
			.supplyAsync(() -> post("/api/test/idempotency/held", key, Map.of("name", "abandoned-" + key)));
		await().atMost(Duration.ofSeconds(10)).until(() -> inFlight(key));
		probe.release("retry-" + key);

		clock.advance(Duration.ofMinutes(5).plusSeconds(1));
		Http.Response retry = post("/api/test/idempotency/held", key, Map.of("name", "retry-" + key));
		clock.reset();
		probe.release("abandoned-" + key);
		Http.Response late = abandoned.get();
		Http.Response again = post("/api/test/idempotency/held", key, Map.of("name", "retry-" + key));

		assertThat(retry.status()).as(retry.toString()).isEqualTo(201);
		assertThat(retry.header(IdempotencyKeyHeader.REPLAYED)).isNull();
		assertThat(late.status()).isEqualTo(201);
		assertThat(again.header(IdempotencyKeyHeader.REPLAYED)).isEqualTo("true");
		assertThat(again.body()).isEqualTo(retry.body());
	}

	private boolean inFlight(String key) {
		return jdbc.sql("SELECT count(*) FROM idempotency_keys WHERE idempotency_key = :key AND status = 'InFlight'")
			.param("key", key)
			.query(Long.class)
			.single() == 1;
	}

	private Http.Response post(String path, String key, Object body) {
		return KeyedRequests.post(http, path, token, key, body);
	}
}
