package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Attempts in flight while their endpoint is disabled: their outcomes are written when they arrive, so that a
 * delivered one is not sent again once the endpoint is enabled, and one to be tried again waits, paused, for the
 * endpoint.
 */
class PausedInFlightOutcomesTest extends DeliveryQueueHttpTest {

	@Test
	void outcomesOfAttemptsInFlightWhenTheEndpointWasDisabledAreWritten() {
		ClaimedDeliveries claimed = claimNewDeliveries(2);
		UUID endpointId = claimed.endpointId();
		String admin = claimed.admin();
		Instant now = claimed.now();
		List<Claim> claims = claimed.claims();
		Claim delivered = claims.get(0);
		Claim retried = claims.get(1);
		switchEndpoint(endpointId, false, admin);
		assertThat(statusOf(delivered, admin)).isEqualTo("Paused");

		List<Outcome> outcomes = List.of(
				new Outcome(delivered, new Attempt(now, 204, 7, null, null), DeliveryStatus.Delivered, now, null, now),
				new Outcome(retried, new Attempt(now, 503, 9, null, null), DeliveryStatus.Pending, now,
						now.plusSeconds(300), now));
		assertThat(queue.record(outcomes)).containsExactlyElementsOf(outcomes);

		assertThat(statusOf(delivered, admin)).isEqualTo("Delivered");
		assertThat(statusOf(retried, admin)).as("to be tried again once the endpoint is enabled").isEqualTo("Paused");
		switchEndpoint(endpointId, true, admin);
		assertThat(statusOf(delivered, admin)).as("not sent again").isEqualTo("Delivered");
		assertThat(statusOf(retried, admin)).isEqualTo("Pending");
		List<Claim> afterEnabling = queue.claimDue(Map.of(endpointId, 10), 100, Instant.now().plusSeconds(1),
				Instant.now().plusSeconds(60)).claims();
		assertThat(afterEnabling).extracting(claim -> claim.delivery().id())
			.as("only the delivery still to be made is claimed, at once")
			.containsExactly(retried.delivery().id());
		Outcome late = new Outcome(retried, new Attempt(now, 204, 5, null, null), DeliveryStatus.Delivered, now, null,
				now);
		assertThat(queue.record(List.of(late))).as("the claim made after enabling fences the older attempt").isEmpty();
	}

	private void switchEndpoint(UUID endpointId, boolean enabled, String admin) {
		assertThat(http.putJson("/admin/v1/webhook-endpoints/" + endpointId + "/enabled", admin,
				Map.of("enabled", enabled)).status()).isEqualTo(200);
	}

	private String statusOf(Claim claim, String admin) {
		return deliveryOf(claim, admin).get("status").asString();
	}
}
