package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A delivery keeps its latest attempt in its own row and logs the earlier ones: one acknowledged at once writes no
 * row of attempts, one tried three times lists its three attempts in the order they were made, and a resent delivery
 * keeps the attempts before the resend. Read back through the operator's API.
 */
class DeliveryAttemptsLogTest extends HttpTest {

	@Autowired
	Dispatcher dispatcher;

	@Autowired
	DeliveryQueue queue;

	@Autowired
	JdbcClient jdbc;

	private String admin;

	private UUID endpointId;

	@BeforeEach
	void holdDispatch() {
		dispatcher.stop();
		admin = platform.adminToken();
		UUID tenantId = platform.newTenant();
		endpointId = UUID.fromString(http
			.postJson("/admin/v1/webhook-endpoints", admin,
					Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hooks"))
			.json()
			.get("id")
			.asString());
		assertThat(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
				"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-log")))
			.status()).isEqualTo(202);
	}

	@AfterEach
	void resumeDispatch() {
		dispatcher.start();
	}

	@Test
	void anAttemptAcknowledgedAtOnceIsKeptInItsDeliveryAlone() {
		Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
		Claim claim = claimOne(now);

		queue.record(List.of(outcome(claim, new Attempt(now, 204, 9, null, "ok"), DeliveryStatus.Delivered, now)));

		JsonNode attempts = deliveryOf(claim).get("attempts");
		assertThat(attempts).hasSize(1);
		assertThat(attempts.get(0).get("statusCode").asInt()).isEqualTo(204);
		assertThat(attempts.get(0).get("latencyMs").asLong()).isEqualTo(9);
		assertThat(Instant.parse(attempts.get(0).get("at").asString())).isEqualTo(now);
		assertThat(loggedAttempts(claim)).isZero();
	}

	@Test
	void aDeliveryTriedThreeTimesListsItsAttemptsInTheOrderMade() {
		Instant first = Instant.now().truncatedTo(ChronoUnit.MICROS);
		Instant second = first.plusSeconds(300);
		Instant third = second.plusSeconds(600);

		Claim claim = claimOne(first);
		queue.record(List.of(outcome(claim, new Attempt(first, 503, 11, null, "busy"), DeliveryStatus.Pending, second)));
		claim = claimOne(second);
		queue.record(List.of(outcome(claim, new Attempt(second, null, 10_000, "timed out", null), DeliveryStatus.Pending,
				third)));
		claim = claimOne(third);
		queue.record(List.of(outcome(claim, new Attempt(third, 200, 5, null, "fine"), DeliveryStatus.Delivered, third)));

		JsonNode delivery = deliveryOf(claim);
		assertThat(delivery.get("status").asString()).isEqualTo("Delivered");
		assertThat(delivery.get("attempts").valueStream().map(attempt -> attempt.get("at").asString()).map(Instant::parse))
			.containsExactly(first, second, third);
		assertThat(delivery.get("attempts").valueStream().map(attempt -> attempt.get("statusCode").asInt(0)))
			.containsExactly(503, 0, 200);
		assertThat(delivery.get("attempts").get(1).get("error").asString()).isEqualTo("timed out");
		assertThat(delivery.get("attempts").get(0).get("responseExcerpt").asString()).isEqualTo("busy");
		assertThat(loggedAttempts(claim)).as("the two earlier attempts").isEqualTo(2);
	}

	@Test
	void aResentDeliveryKeepsTheAttemptsBeforeTheResend() {
		Instant first = Instant.now().truncatedTo(ChronoUnit.MICROS);
		Claim claim = claimOne(first);
		queue.record(List.of(outcome(claim, new Attempt(first, 204, 3, null, null), DeliveryStatus.Delivered, first)));

		assertThat(http.post("/admin/v1/webhook-deliveries/" + claim.delivery().id() + "/resend", admin).status())
			.isBetween(200, 204);
		Instant again = Instant.now().truncatedTo(ChronoUnit.MICROS).plusSeconds(1);
		claim = claimOne(again);
		queue.record(List.of(outcome(claim, new Attempt(again, 201, 4, null, null), DeliveryStatus.Delivered, again)));

		assertThat(deliveryOf(claim).get("attempts").valueStream().map(attempt -> attempt.get("statusCode").asInt()))
			.containsExactly(204, 201);
	}

	private Claim claimOne(Instant at) {
		List<Claim> claims = queue.claimDue(Map.of(endpointId, 10), at.plusMillis(1), at.plusSeconds(60));
		assertThat(claims).hasSize(1);
		return claims.getFirst();
	}

	private static Outcome outcome(Claim claim, Attempt attempt, DeliveryStatus status, Instant nextAttemptAt) {
		Instant firstAttemptAt = claim.delivery().progress().firstAttemptAt() == null ? attempt.at()
				: claim.delivery().progress().firstAttemptAt();
		return new Outcome(claim, attempt, status, firstAttemptAt,
				status == DeliveryStatus.Pending ? nextAttemptAt : null, attempt.at());
	}

	private JsonNode deliveryOf(Claim claim) {
		return http.get("/admin/v1/webhook-deliveries?eventId=" + claim.delivery().eventId(), admin).json().get(0);
	}

	private long loggedAttempts(Claim claim) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_attempts WHERE delivery_id = :id")
			.param("id", claim.delivery().id())
			.query(Long.class)
			.single();
	}
}
