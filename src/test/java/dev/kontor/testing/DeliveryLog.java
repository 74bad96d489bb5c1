package dev.kontor.testing;

import java.time.Duration;
import java.util.List;

import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** The operator's delivery log ({@code GET /admin/v1/webhook-deliveries}), read and waited on as the tests need. */
public final class DeliveryLog {

	private final Http http;

	private final String adminToken;

	private final Duration wait;

	/** @param wait the longest wait for an attempt or a status */
	public DeliveryLog(Http http, String adminToken, Duration wait) {
		this.http = http;
		this.adminToken = adminToken;
		this.wait = wait;
	}

	/** The deliveries the query selects ({@code eventId=…}, {@code endpointId=…&status=…}). */
	public List<JsonNode> find(String query) {
		Http.Response response = http.get("/admin/v1/webhook-deliveries?" + query, adminToken);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().valueStream().toList();
	}

	public List<JsonNode> ofEvent(String eventId) {
		return find("eventId=" + eventId);
	}

	/** Waits until a delivery of the event has {@code count} attempts or more, and answers the event's first. */
	public JsonNode awaitAttempts(String eventId, int count) {
		await("attempt " + count + " of event " + eventId).atMost(wait)
			.untilAsserted(() -> assertThat(ofEvent(eventId)).as("its delivery")
				.anySatisfy(delivery -> assertThat(delivery.get("attempts").size()).isGreaterThanOrEqualTo(count)));
		return ofEvent(eventId).getFirst();
	}

	/** Waits until a delivery of the event has the status, and answers the event's first. */
	public JsonNode awaitStatus(String eventId, String status) {
		await("event " + eventId + " " + status).atMost(wait)
			.untilAsserted(() -> assertThat(ofEvent(eventId)).as("status of its delivery")
				.anySatisfy(delivery -> assertThat(delivery.get("status").asString()).isEqualTo(status)));
		return ofEvent(eventId).getFirst();
	}

	/**
	 * Moves the clock through the whole retry schedule, waiting for each attempt. Waits of 5, 10, 20 … 1280
	 * minutes: the tenth attempt is made 2555 minutes after the first; the next would be 5115 minutes after it,
	 * beyond 48 hours.
	 */
	public void runOutTheRetrySchedule(String eventId, MutableClock clock) {
		int attempts = 1;
		awaitAttempts(eventId, attempts);
		for (long minutes = 5; minutes <= 1280; minutes *= 2) {
			clock.advance(Duration.ofMinutes(minutes));
			awaitAttempts(eventId, ++attempts);
		}
	}
}
