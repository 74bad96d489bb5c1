package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A batch of outcomes written at once: the current claims take their outcomes, a claim that is no longer current
 * changes nothing and its attempt is recorded with a note, a claim's outcome given twice is applied once, and the
 * receivers' texts arrive as they were, whatever characters they hold. Read back through the operator's API, as an operator sees them.
 */
class DeliveryQueueOutcomesTest extends HttpTest {

	private static final String AWKWARD = "{\"a\":\"b,c\"} \\ 'quoted' \"NULL\" ü € 𝄞 {}";

	@Autowired
	Dispatcher dispatcher;

	@Autowired
	DeliveryQueue queue;

	@BeforeEach
	void holdDispatch() {
		dispatcher.stop();
	}

	@AfterEach
	void resumeDispatch() {
		dispatcher.start();
	}

	@Test
	void writesTheCurrentOutcomesOfABatchOnceAndEveryAttempt() {
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		UUID endpointId = UUID.fromString(http
			.postJson("/admin/v1/webhook-endpoints", admin,
					Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hooks"))
			.json()
			.get("id")
			.asString());
		for (int i = 0; i < 3; i++) {
			assertThat(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i)))
				.status()).isEqualTo(202);
		}
		Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
		List<Claim> claims = queue.claimDue(Map.of(endpointId, 10), now.plusSeconds(1), now.plusSeconds(60));
		assertThat(claims).hasSize(3);
		Claim delivered = claims.get(0);
		Claim retried = claims.get(1);
		Claim stale = new Claim(claims.get(2).delivery(), UUID.randomUUID(), now.plusSeconds(60));
		Instant retryAt = now.plusSeconds(300);

		List<Outcome> batch = new ArrayList<>();
		batch.add(new Outcome(delivered, new Attempt(now, 204, 7, null, AWKWARD), DeliveryStatus.Delivered, now, null,
				now));
		batch.add(new Outcome(retried, new Attempt(now, null, 30_000, "connect refused, {x} \"y\"", null),
				DeliveryStatus.Pending, now, retryAt, now));
		batch.add(new Outcome(stale, new Attempt(now, 500, 12, null, null), DeliveryStatus.Failed, now, null, now));
		batch.add(new Outcome(delivered, new Attempt(now, 204, 8, null, "again"), DeliveryStatus.Delivered, now, null,
				now));

		List<Outcome> applied = queue.record(batch);

		assertThat(applied).containsExactly(batch.get(0), batch.get(1));
		JsonNode first = deliveryOf(delivered, admin);
		assertThat(first.get("status").asString()).isEqualTo("Delivered");
		assertThat(first.get("nextAttemptAt").isNull()).isTrue();
		assertThat(first.get("attempts").valueStream().map(attempt -> attempt.get("responseExcerpt").asString()))
			.containsExactlyInAnyOrder(AWKWARD, "again");
		assertThat(first.get("attempts").valueStream().map(attempt -> attempt.get("error").asString(null)))
			.containsExactlyInAnyOrder(null,
					"outcome not applied: the delivery was claimed again or resent meanwhile");

		JsonNode second = deliveryOf(retried, admin);
		assertThat(second.get("status").asString()).isEqualTo("Pending");
		assertThat(Instant.parse(second.get("nextAttemptAt").asString())).isEqualTo(retryAt);
		JsonNode refused = second.get("attempts").get(0);
		assertThat(refused.get("statusCode").isNull()).isTrue();
		assertThat(refused.get("latencyMs").asLong()).isEqualTo(30_000);
		assertThat(refused.get("error").asString()).isEqualTo("connect refused, {x} \"y\"");
		assertThat(Instant.parse(refused.get("at").asString())).isEqualTo(now);

		JsonNode third = deliveryOf(stale, admin);
		assertThat(third.get("status").asString()).as("a claim no longer current changes nothing").isEqualTo("Pending");
		assertThat(third.get("attempts").get(0).get("statusCode").asInt()).isEqualTo(500);
		assertThat(third.get("attempts").get(0).get("error").asString()).contains("outcome not applied");
	}

	private JsonNode deliveryOf(Claim claim, String admin) {
		return http.get("/admin/v1/webhook-deliveries?eventId=" + claim.delivery().eventId(), admin).json().get(0);
	}
}
