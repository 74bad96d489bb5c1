package dev.kontor.webhooks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.DeliveryLog;
import dev.kontor.testing.Http.Response;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The events of a publish request go to an endpoint as runs of up to 16 in one row of the queue each; the operator's
 * log still shows one delivery for each event, with its own id, attempt and status, finds it by its event, and sends
 * it again by that id. An event of a run that was not acknowledged goes on alone on the retry schedule.
 */
class DeliveryRunsTest extends HttpTest {

	private static final int EVENTS = 40;

	private final List<WebhookReceiver> receivers = new ArrayList<>();

	private final List<String> endpointIds = new ArrayList<>();

	private String admin;

	private UUID tenantId;

	private DeliveryLog log;

	@BeforeEach
	void tenant() {
		admin = platform.adminToken();
		tenantId = platform.newTenant();
		log = new DeliveryLog(http, admin, Duration.ofSeconds(20));
	}

	@AfterEach
	void stop() {
		try {
			endpointIds.forEach(id -> http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin,
					Map.of("enabled", false)));
		}
		finally {
			receivers.forEach(WebhookReceiver::close);
		}
	}

	@Test
	void everyEventOfABatchIsADeliveryOfItsOwnInTheLogAndArrivesOnce() {
		WebhookReceiver receiver = receiver(new WebhookReceiver().answerAlways(204));
		String endpointId = register(receiver);
		List<String> eventIds = publishBatch(EVENTS);

		receiver.awaitRequests(EVENTS);
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> assertThat(log.find("endpointId=" + endpointId + "&status=Delivered")).hasSize(EVENTS));

		List<JsonNode> deliveries = log.find("endpointId=" + endpointId);
		assertThat(deliveries).extracting(delivery -> delivery.get("eventId").asString())
			.containsExactlyInAnyOrderElementsOf(eventIds);
		assertThat(deliveries.stream().map(delivery -> delivery.get("id").asString()).collect(Collectors.toSet()))
			.as("delivery ids")
			.hasSize(EVENTS);
		assertThat(deliveries).allSatisfy(delivery -> {
			assertThat(delivery.get("status").asString()).isEqualTo("Delivered");
			assertThat(delivery.get("attempts")).hasSize(1);
			assertThat(delivery.get("attempts").get(0).get("statusCode").asInt()).isEqualTo(204);
		});
		assertThat(receiver.received()).extracting(request -> request.header("webhook-id"))
			.as("arrivals")
			.containsExactlyInAnyOrderElementsOf(eventIds);

		for (String eventId : List.of(eventIds.get(0), eventIds.get(17), eventIds.get(EVENTS - 1))) {
			List<JsonNode> ofEvent = log.ofEvent(eventId);
			assertThat(ofEvent).as("deliveries of event " + eventId).hasSize(1);
			assertThat(ofEvent.getFirst().get("eventId").asString()).isEqualTo(eventId);
		}

		String resentEvent = eventIds.get(20);
		String resentDelivery = log.ofEvent(resentEvent).getFirst().get("id").asString();
		Response resend = http.postJson("/admin/v1/webhook-deliveries/" + resentDelivery + "/resend", admin, Map.of());
		assertThat(resend.status()).as(resend.toString()).isIn(200, 202, 204);
		receiver.awaitRequests(EVENTS + 1);
		JsonNode resent = log.awaitAttempts(resentEvent, 2);
		assertThat(resent.get("id").asString()).as("the resent delivery keeps its id").isEqualTo(resentDelivery);
		assertThat(log.ofEvent(resentEvent)).hasSize(1);
		assertThat(receiver.received().stream().filter(request -> request.header("webhook-id").equals(resentEvent)))
			.hasSize(2);
	}

	@Test
	void anEventOfARunThatWasNotAcknowledgedGoesOnAloneOnTheRetrySchedule() {
		WebhookReceiver receiver = receiver(new WebhookReceiver().answer(500, 500, 500).answerAlways(204));
		String endpointId = register(receiver);
		List<String> eventIds = publishBatch(EVENTS);

		receiver.awaitRequests(EVENTS);
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> assertThat(log.find("endpointId=" + endpointId + "&status=Delivered"))
				.hasSize(EVENTS - 3));

		List<JsonNode> pending = log.find("endpointId=" + endpointId + "&status=Pending");
		assertThat(pending).hasSize(3).allSatisfy(delivery -> {
			assertThat(delivery.get("attempts")).hasSize(1);
			assertThat(delivery.get("attempts").get(0).get("statusCode").asInt()).isEqualTo(500);
			assertThat(delivery.get("nextAttemptAt").isNull()).as("a next attempt").isFalse();
		});
		Set<String> failedEvents = receiver.received()
			.subList(0, 3)
			.stream()
			.map(request -> request.header("webhook-id"))
			.collect(Collectors.toSet());
		assertThat(pending).extracting(delivery -> delivery.get("eventId").asString())
			.containsExactlyInAnyOrderElementsOf(failedEvents);
		assertThat(log.find("endpointId=" + endpointId)).hasSize(EVENTS)
			.extracting(delivery -> delivery.get("eventId").asString())
			.containsExactlyInAnyOrderElementsOf(eventIds);

		String retried = pending.getFirst().get("id").asString();
		http.postJson("/admin/v1/webhook-deliveries/" + retried + "/resend", admin, Map.of());
		JsonNode delivered = log.awaitStatus(pending.getFirst().get("eventId").asString(), "Delivered");
		assertThat(delivered.get("id").asString()).isEqualTo(retried);
		assertThat(delivered.get("attempts")).extracting(attempt -> attempt.get("statusCode").asInt())
			.containsExactly(500, 204);
	}

	private WebhookReceiver receiver(WebhookReceiver receiver) {
		receivers.add(receiver);
		return receiver;
	}

	private String register(WebhookReceiver receiver) {
		Response created = http.postJson("/admin/v1/webhook-endpoints", admin,
				Map.of("tenantId", tenantId, "url", receiver.url()));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String id = created.json().get("id").asString();
		endpointIds.add(id);
		return id;
	}

	private List<String> publishBatch(int events) {
		List<Map<String, Object>> batch = new ArrayList<>();
		for (int i = 0; i < events; i++) {
			batch.add(Map.of("tenantId", tenantId, "type", "CorporateActionMetadata", "parameters",
					Map.of("corporateActionId", "ca-" + UUID.randomUUID())));
		}
		Response answer = http.postJson("/admin/v1/event-batches", admin, Map.of("events", batch));
		assertThat(answer.status()).as(answer.toString()).isEqualTo(202);
		return answer.json().get("eventIds").valueStream().map(JsonNode::asString).toList();
	}
}
