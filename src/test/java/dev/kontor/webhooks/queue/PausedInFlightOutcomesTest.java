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

import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Attempts in flight while their endpoint is disabled: their outcomes are written when they arrive, so that a
 * delivered one is not sent again once the endpoint is enabled, and one to be tried again waits, paused, for the
 * endpoint. Read back through the operator's API, as an operator sees them.
 */
class PausedInFlightOutcomesTest extends HttpTest {

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
	void outcomesOfAttemptsInFlightWhenTheEndpointWasDisabledAreWritten() {
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		UUID endpointId = UUID.fromString(http
			.postJson("/admin/v1/webhook-endpoints", admin,
					Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hooks"))
			.json()
			.get("id")
			.asString());
		for (int i = 0; i < 2; i++) {
			assertThat(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i)))
				.status()).isEqualTo(202);
		}
		Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
		List<Claim> claims = queue.claimDue(Map.of(endpointId, 10), now.plusSeconds(1), now.plusSeconds(60));
		assertThat(claims).hasSize(2);
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
		List<Claim> afterEnabling = queue.claimDue(Map.of(endpointId, 10), Instant.now().plusSeconds(1),
				Instant.now().plusSeconds(60));
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
		JsonNode delivery = http.get("/admin/v1/webhook-deliveries?eventId=" + claim.delivery().eventId(), admin)
			.json()
			.get(0);
		return delivery.get("status").asString();
	}
}
