package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * A delivery keeps its latest attempt in its own row and logs the earlier ones: one acknowledged at once writes no
 * row of attempts, one tried three times lists its three attempts in the order they were made, and a resent delivery
 * keeps the attempts before the resend. Read back through the operator's API.
 */
class DeliveryAttemptsLogTest extends DeliveryQueueHttpTest {

	@Autowired
	JdbcClient jdbc;

	private ClaimedDeliveries claimed;

	@BeforeEach
	void claimOneDelivery() {
		claimed = claimNewDeliveries(1);
	}

	@Test
	void anAttemptAcknowledgedAtOnceIsKeptInItsDeliveryAlone() {
		Instant now = claimed.now();
		Claim claim = claimed.claims().getFirst();

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
		Instant first = claimed.now();
		Instant second = first.plusSeconds(300);
		Instant third = second.plusSeconds(600);

		Claim claim = claimed.claims().getFirst();
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
		Instant first = claimed.now();
		Claim claim = claimed.claims().getFirst();
		queue.record(List.of(outcome(claim, new Attempt(first, 204, 3, null, null), DeliveryStatus.Delivered, first)));

		assertThat(http.post("/admin/v1/webhook-deliveries/" + claim.delivery().id() + "/resend", claimed.admin())
			.status())
			.isBetween(200, 204);
		Instant again = Instant.now().truncatedTo(ChronoUnit.MICROS).plusSeconds(1);
		claim = claimOne(again);
		queue.record(List.of(outcome(claim, new Attempt(again, 201, 4, null, null), DeliveryStatus.Delivered, again)));

		assertThat(deliveryOf(claim).get("attempts").valueStream().map(attempt -> attempt.get("statusCode").asInt()))
			.containsExactly(204, 201);
	}

	private Claim claimOne(Instant at) {
		List<Claim> claims = queue.claimDue(Map.of(claimed.endpointId(), 10), 100, at.plusMillis(1), at.plusSeconds(60))
			.claims();
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
		return deliveryOf(claim, claimed.admin());
	}

	private long loggedAttempts(Claim claim) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_attempts WHERE delivery_id = :id")
			.param("id", claim.delivery().id())
			.query(Long.class)
			.single();
	}
}
