package dev.kontor.webhooks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http.Response;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Back-pressure on the operator's publishers: while delivery to an endpoint that acknowledges is more than
 * {@code kontor.webhooks.publish-lag-bound} (5 s) behind, its tenant's events answer 429 with {@code Retry-After}
 * and nothing of them is accepted, alone or in a batch with other tenants' events; other tenants publish on, and their
 * requests are read and validated as always; once delivery has caught up the tenant publishes again, and every event
 * accepted is delivered once.
 */
class PublishBackPressureTest extends HttpTest {

	/**
	 * At 400 ms per answer and at most 64 attempts at once (its limit widens to the ceiling as it acknowledges), an
	 * endpoint takes 160 events a second: 2,000 take 12 s.
	 */
	private static final int BACKLOG = 2_000;

	@Test
	void aTenantWhoseEndpointLagsIsHeldBackWith429UntilDeliveryCatchesUpAndEveryAcceptedEventArrivesOnce() {
		String admin = platform.adminToken();
		UUID tenantId = platform.newTenant();
		UUID otherTenantId = platform.newTenant();
		try (WebhookReceiver receiver = new WebhookReceiver().answerAlways(204).delay(Duration.ofMillis(400))) {
			assertThat(http.postJson("/admin/v1/webhook-endpoints", admin,
					Map.of("tenantId", tenantId, "url", receiver.url())).status()).isEqualTo(201);
			List<String> accepted = new ArrayList<>();
			for (int batch = 0; batch < BACKLOG / 100; batch++) {
				Response answer = publishBatch(admin, tenantId, 100);
				assertThat(answer.status()).as(answer.toString()).isEqualTo(202);
				answer.json().get("eventIds").forEach(id -> accepted.add(id.asString()));
			}

			AtomicReference<Response> refused = new AtomicReference<>();
			await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(500)).until(() -> {
				Response answer = publishOne(admin, tenantId);
				if (answer.status() == 202) {
					accepted.add(answer.json().get("eventId").asString());
					return false;
				}
				refused.set(answer);
				return true;
			});
			Response held = refused.get();
			assertThat(held.status()).as(held.toString()).isEqualTo(429);
			assertThat(held.header("Retry-After")).isEqualTo("1");
			assertThat(held.json().get("detail").asString()).contains("publish-lag-bound");
			assertThat(publishOne(admin, otherTenantId).status()).as("another tenant").isEqualTo(202);
			assertThat(publishBatch(admin, tenantId, 100).status()).as("a batch of the tenant").isEqualTo(429);
			assertThat(http.postJson("/admin/v1/event-batches", admin,
					Map.of("events", List.of(event(otherTenantId), event(tenantId))))
				.status()).as("a batch of another tenant and the tenant").isEqualTo(429);
			Response invalid = http.postJson("/admin/v1/event-batches", admin,
					Map.of("events", List.of(event(otherTenantId), Map.of("tenantId", otherTenantId))));
			assertThat(invalid.status()).as("another tenant's batch with an event without type").isEqualTo(400);
			assertThat(invalid.toString()).contains("events[1].type");

			await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(500)).until(() -> {
				Response answer = publishOne(admin, tenantId);
				if (answer.status() == 202) {
					accepted.add(answer.json().get("eventId").asString());
					return true;
				}
				assertThat(answer.status()).as(answer.toString()).isEqualTo(429);
				return false;
			});

			await().atMost(Duration.ofSeconds(60))
				.until(() -> receiver.received().size() >= accepted.size());
			List<String> arrived = receiver.received().stream().map(request -> request.header("webhook-id")).toList();
			Set<String> distinct = arrived.stream().collect(Collectors.toSet());
			assertThat(distinct).containsExactlyInAnyOrderElementsOf(accepted);
			assertThat(arrived).hasSameSizeAs(distinct);
		}
	}

	private Response publishBatch(String admin, UUID tenantId, int events) {
		List<Map<String, Object>> batch = new ArrayList<>();
		for (int i = 0; i < events; i++) {
			batch.add(event(tenantId));
		}
		return http.postJson("/admin/v1/event-batches", admin, Map.of("events", batch));
	}

	private Response publishOne(String admin, UUID tenantId) {
		return http.postJson("/admin/v1/events", admin, event(tenantId));
	}

	private static Map<String, Object> event(UUID tenantId) {
		return Map.of("tenantId", tenantId, "type", "CorporateActionMetadata", "parameters",
				Map.of("corporateActionId", "ca-" + UUID.randomUUID()));
	}
}
