package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A batch of outcomes written at once: the current claims take their outcomes, a claim that is no longer current
 * changes nothing and its attempt is recorded with a note, a claim's outcome given twice is applied once, and the
 * receivers' texts arrive as they were, whatever characters they hold.
 */
class DeliveryQueueOutcomesTest extends DeliveryQueueHttpTest {

	private static final String AWKWARD = "{\"a\":\"b,c\"} \\ 'quoted' \"NULL\" ü € 𝄞 {}";

	@Test
	void writesTheCurrentOutcomesOfABatchOnceAndEveryAttempt() {
		ClaimedDeliveries claimed = claimNewDeliveries(3);
		String admin = claimed.admin();
		Instant now = claimed.now();
		List<Claim> claims = claimed.claims();
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
}
