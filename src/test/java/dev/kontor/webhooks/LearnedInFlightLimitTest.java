package dev.kontor.webhooks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http.Response;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;
import dev.kontor.testing.WebhookReceiver.Received;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Each endpoint's limit of attempts in flight is learned from its answers: a receiver that acknowledges gets more
 * attempts at once than the 16 an endpoint starts with, up to the ceiling of 64; one that answers 503 gets fewer,
 * down to the floor of 2, and holds that few of the instance's places however many of its deliveries are due.
 */
class LearnedInFlightLimitTest extends HttpTest {

	@Test
	void anEndpointThatAcknowledgesGetsMoreAttemptsAtOnceUpToTheCeiling() {
		try (WebhookReceiver receiver = new WebhookReceiver().answerAlways(204).delay(Duration.ofMillis(200))) {
			List<Received> arrived = attemptsOfEvents(receiver, 600);

			int mostAtOnce = arrived.stream().mapToInt(Received::atOnce).max().orElseThrow();
			assertThat(mostAtOnce).as("attempts the receiver worked on at once")
				.isGreaterThan(16)
				.isLessThanOrEqualTo(64);
		}
	}

	@Test
	void anEndpointThatAnswersServiceUnavailableFallsToTheFloor() {
		try (WebhookReceiver receiver = new WebhookReceiver().answerAlways(503).delay(Duration.ofMillis(50))) {
			List<Received> arrived = attemptsOfEvents(receiver, 200);

			assertThat(arrived.subList(0, 10)).as("the first attempts, at the start of 16")
				.anySatisfy(received -> assertThat(received.atOnce()).isGreaterThan(2));
			assertThat(arrived.subList(100, 200)).as("the later attempts, after a few rounds of 503")
				.allSatisfy(received -> assertThat(received.atOnce()).isLessThanOrEqualTo(2));
		}
	}

	/**
	 * Registers the receiver as the endpoint of a new tenant, publishes that many events to it in batches of 100, and
	 * waits until the receiver has had as many requests (an attempt of each, or retries among them).
	 */
	private List<Received> attemptsOfEvents(WebhookReceiver receiver, int events) {
		UUID tenantId = platform.newTenant();
		Response created = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", tenantId, "url", receiver.url()));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		publish(tenantId, events);
		return await(events + " attempts").atMost(Duration.ofSeconds(60))
			.until(receiver::received, received -> received.size() >= events);
	}

	private void publish(UUID tenantId, int events) {
		for (int published = 0; published < events; published += 100) {
			List<Map<String, Object>> batch = new ArrayList<>();
			for (int i = 0; i < 100; i++) {
				batch.add(Map.of("tenantId", tenantId, "type", "CorporateActionMetadata", "parameters",
						Map.of("corporateActionId", "ca-" + UUID.randomUUID())));
			}
			Response answer = http.postJson("/admin/v1/event-batches", platform.adminToken(), Map.of("events", batch));
			assertThat(answer.status()).as(answer.toString()).isEqualTo(202);
		}
	}
}
