package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Base of the tests that claim deliveries from the queue themselves and write their outcomes, with the dispatcher
 * held so that it claims none of them; what the queue wrote is read back through the operator's API, as an operator
 * sees it.
 */
abstract class DeliveryQueueHttpTest extends HttpTest {

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

	/**
	 * Publishes {@code count} events to a new tenant's one endpoint, which refuses connections, and claims their
	 * deliveries.
	 */
	ClaimedDeliveries claimNewDeliveries(int count) {
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		UUID endpointId = UUID.fromString(http
			.postJson("/admin/v1/webhook-endpoints", admin,
					Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hooks"))
			.json()
			.get("id")
			.asString());
		for (int i = 0; i < count; i++) {
			assertThat(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i)))
				.status()).isEqualTo(202);
		}
		Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
		List<Claim> claims = queue.claimDue(Map.of(endpointId, 10), 100, now.plusSeconds(1), now.plusSeconds(60))
			.claims();
		assertThat(claims).hasSize(count);
		return new ClaimedDeliveries(endpointId, admin, now, claims);
	}

	JsonNode deliveryOf(Claim claim, String admin) {
		return http.get("/admin/v1/webhook-deliveries?eventId=" + claim.delivery().eventId(), admin).json().get(0);
	}

	/** The claims on the deliveries to one endpoint, made at {@code now}, and the operator's token to read them. */
	record ClaimedDeliveries(UUID endpointId, String admin, Instant now, List<Claim> claims) {
	}
}
