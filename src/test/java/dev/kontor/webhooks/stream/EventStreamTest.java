package dev.kontor.webhooks.stream;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.testing.EventStreamClient;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.intake.EventIntake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The event stream: the tenant's events in the order they were accepted, each once, resumable from an event id, and
 * nothing of another tenant or another client record.
 */
class EventStreamTest extends HttpTest {

	static final String STREAM = "/api/v3/events/stream";

	private static final Duration WAIT = Duration.ofSeconds(60);

	@Autowired
	JdbcClient jdbc;

	@Autowired
	EventIntake intake;

	@Autowired
	TransactionTemplate transaction;

	@Autowired
	Clock clock;

	private UUID tenantId;

	private String admin;

	private String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		admin = platform.adminToken();
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "events.read"), "events.read");
	}

	@Test
	void aSubscriberThatDisconnectsInTheMiddleOfTenThousandEventsResumesWithEveryEventOnceAndInOrder() {
		List<String> published = new ArrayList<>();
		List<String> received = new ArrayList<>();
		try (EventStreamClient first = EventStreamClient.open(BASE_URL, STREAM, reader, null)) {
			assertThat(first.status()).isEqualTo(200);
			assertThat(first.header("Content-Type")).startsWith("text/event-stream");
			for (int batch = 0; batch < 4; batch++) {
				published.addAll(publish(tenantId, 1000, EventStreamTest::corporateAction));
			}
			await().atMost(WAIT).until(() -> first.events().size() >= 2500);
			received.addAll(first.ids());
		}
		// the first subscriber is gone: these are read by nobody until the second resumes
		for (int batch = 4; batch < 7; batch++) {
			published.addAll(publish(tenantId, 1000, EventStreamTest::corporateAction));
		}
		try (EventStreamClient second = EventStreamClient.open(BASE_URL, STREAM, reader, received.getLast())) {
			assertThat(second.status()).isEqualTo(200);
			// while the second replays, more arrive
			for (int batch = 7; batch < 10; batch++) {
				published.addAll(publish(tenantId, 1000, EventStreamTest::corporateAction));
			}
			await().atMost(WAIT).until(() -> received.size() + second.events().size() >= 10_000);
			await().during(Duration.ofMillis(500)).atMost(WAIT)
				.until(() -> received.size() + second.events().size() == 10_000);
			received.addAll(second.ids());
			assertThat(second.error()).isNull();
		}
		assertThat(received).hasSize(10_000).doesNotHaveDuplicates().isEqualTo(published);
	}

	@Test
	void eachEventCarriesItsIdTypeAndTheWebhookEnvelope() {
		try (EventStreamClient stream = EventStreamClient.open(BASE_URL, STREAM, reader, null)) {
			String eventId = publish(tenantId, 1, i -> corporateAction(7)).getFirst();

			await().atMost(WAIT).until(() -> !stream.events().isEmpty());
			EventStreamClient.Event event = stream.events().getFirst();
			assertThat(event.id()).isEqualTo(eventId);
			assertThat(event.type()).isEqualTo("CorporateActionMetadata");
			JsonNode envelope = JsonMapper.shared().readTree(event.data());
			assertThat(envelope.get("eventId").asString()).isEqualTo(eventId);
			assertThat(envelope.get("type").asString()).isEqualTo("CorporateActionMetadata");
			assertThat(envelope.get("timestamp").asString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z");
			assertThat(envelope.get("additionalData").get(0).get("key").asString()).isEqualTo("corporateActionId");
			assertThat(envelope.get("additionalData").get(0).get("value").asString()).isEqualTo("ca-7");
		}
	}

	@Test
	void anEventThatCommitsAfterALaterOneIsStreamedAfterItAndNotSkipped() throws Exception {
		try (EventStreamClient stream = EventStreamClient.open(BASE_URL, STREAM, reader, null)) {
			List<String> early = new ArrayList<>();
			Thread slowTransaction = Thread.ofVirtual().start(() -> transaction.executeWithoutResult(status -> {
				early.add(intake.accept(new EventIntake.Submission(tenantId, "CorporateActionMetadata",
						Map.of("corporateActionId", "accepted-first"))).id().toString());
				await().atMost(WAIT).until(() -> stream.events().size() == 1);
			}));
			await().atMost(WAIT).until(() -> !early.isEmpty());
			String late = publish(tenantId, 1, i -> corporateAction(2)).getFirst();
			slowTransaction.join();

			await().atMost(WAIT).until(() -> stream.events().size() == 2);
			assertThat(stream.ids()).containsExactly(late, early.getFirst());
			try (EventStreamClient resumed = EventStreamClient.open(BASE_URL, STREAM, reader, late)) {
				await().atMost(WAIT).until(() -> resumed.events().size() == 1);
				assertThat(resumed.ids()).containsExactly(early.getFirst());
			}
		}
	}

	@Test
	void eventsCommittedByAnInstanceThatStoppedBeforeNumberingThemAreStreamedAllTheSame() {
		try (EventStreamClient stream = EventStreamClient.open(BASE_URL, STREAM, reader, null)) {
			// committed, but no instance was told: as if the instance that accepted them stopped right after
			UUID orphan = UUID.randomUUID();
			transaction.executeWithoutResult(status -> {
				jdbc.sql("INSERT INTO webhook_event_batches (id, accepted_at, event_count) VALUES (:id, :now, 1)")
					.param("id", orphan)
					.param("now", Timestamps.of(clock.instant()))
					.update();
				jdbc.sql("INSERT INTO webhook_events (id, tenant_id, type, parameters, occurred_at, batch_id, "
						+ "batch_index) VALUES (:id, :tenantId, 'CorporateActionMetadata', "
						+ "'{\"corporateActionId\":\"orphan\"}', :now, :id, 0)")
					.param("id", orphan)
					.param("tenantId", tenantId)
					.param("now", Timestamps.of(clock.instant()))
					.update();
			});
			String accepted = publish(tenantId, 1, EventStreamTest::corporateAction).getFirst();

			await().atMost(WAIT).until(() -> stream.events().size() == 2);
			assertThat(stream.ids()).containsExactlyInAnyOrder(orphan.toString(), accepted);
		}
	}

	@Test
	void aUserBoundToAClientRecordGetsOnlyThatRecordsEventsAndNobodyAnotherTenantsEvents() {
		UUID otherTenant = platform.newTenant();
		String own = platform.newClientRecord(tenantId, "own");
		String other = platform.newClientRecord(tenantId, "other");
		String user = platform.userToken(platform.newUserOfClientRecord(tenantId, own), "events.read");
		String otherTenantsReader = platform.clientCredentialsToken(platform.newServerClient(otherTenant,
				"events.read"), "events.read");
		try (EventStreamClient tenantLevel = EventStreamClient.open(BASE_URL, STREAM, reader, null);
				EventStreamClient bound = EventStreamClient.open(BASE_URL, STREAM, user, null);
				EventStreamClient otherTenants = EventStreamClient.open(BASE_URL, STREAM, otherTenantsReader, null)) {
			String ofOther = publish(tenantId, 1, i -> clientEvent(other)).getFirst();
			String ofNobody = publish(tenantId, 1, EventStreamTest::corporateAction).getFirst();
			publish(otherTenant, 1, i -> clientEvent(own));
			String ofOwn = publish(tenantId, 1, i -> clientEvent(own)).getFirst();
			String lastOfOtherTenant = publish(otherTenant, 1, EventStreamTest::corporateAction).getFirst();

			await().atMost(WAIT).until(() -> tenantLevel.ids().contains(ofOwn) && bound.ids().contains(ofOwn)
					&& otherTenants.ids().contains(lastOfOtherTenant));
			assertThat(tenantLevel.ids()).containsExactly(ofOther, ofNobody, ofOwn);
			assertThat(bound.ids()).containsExactly(ofOwn);
			assertThat(otherTenants.ids()).hasSize(2).doesNotContain(ofOther, ofNobody, ofOwn);
		}
	}

	@Test
	void aClientRecordThatUnsubscribedATypeGetsNoEventOfThatTypeNorDoesTheTenantLevelForItsEvents() {
		String own = platform.newClientRecord(tenantId, "own");
		String manager = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
		Http.Response unsubscribed = http.putJson("/api/v3/clients/" + own + "/webhooks/unsubscriptions/BOClientStateUpdate",
				manager, Map.of());
		assertThat(unsubscribed.status()).as(unsubscribed.toString()).isIn(200, 201);
		String user = platform.userToken(platform.newUserOfClientRecord(tenantId, own), "events.read");
		try (EventStreamClient bound = EventStreamClient.open(BASE_URL, STREAM, user, null);
				EventStreamClient tenantLevel = EventStreamClient.open(BASE_URL, STREAM, reader, null)) {
			publish(tenantId, 1, i -> clientEvent(own));
			String update = publish(tenantId, 1, i -> Map.of("tenantId", tenantId, "type", "ClientUpdate",
					"parameters", Map.of("clientId", own))).getFirst();

			await().atMost(WAIT).until(() -> bound.ids().contains(update) && tenantLevel.ids().contains(update));
			assertThat(bound.ids()).containsExactly(update);
			assertThat(tenantLevel.ids()).as("every client record the event concerns unsubscribed: as for a "
					+ "webhook endpoint of the tenant's level").containsExactly(update);
		}
	}

	@Test
	void theTypesParameterFiltersAndAnUnknownTypeIsRefused() {
		String own = platform.newClientRecord(tenantId, "own");
		try (EventStreamClient filtered = EventStreamClient.open(BASE_URL,
				STREAM + "?types=BOClientStateUpdate,ClientUpdate", reader, null)) {
			publish(tenantId, 1, EventStreamTest::corporateAction);
			String update = publish(tenantId, 1, i -> clientEvent(own)).getFirst();

			await().atMost(WAIT).until(() -> filtered.ids().contains(update));
			assertThat(filtered.ids()).containsExactly(update);
		}
		try (EventStreamClient refused = EventStreamClient.open(BASE_URL, STREAM + "?types=NoSuchType", reader, null)) {
			assertThat(refused.status()).isEqualTo(400);
			assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
			assertThat(refused.errorBody()).contains("NoSuchType").contains("\"types\"");
		}
	}

	@Test
	void anEventOlderThanTheRetentionAnswers410AndAnUnknownOne404() {
		String old = publish(tenantId, 1, EventStreamTest::corporateAction).getFirst();
		String recent = publish(tenantId, 1, EventStreamTest::corporateAction).getFirst();
		jdbc.sql("UPDATE webhook_events SET occurred_at = :then WHERE id = :id")
			.param("then", Timestamps.of(Instant.now().minus(8, ChronoUnit.DAYS)))
			.param("id", UUID.fromString(old))
			.update();

		try (EventStreamClient gone = EventStreamClient.open(BASE_URL, STREAM, reader, old)) {
			assertThat(gone.status()).isEqualTo(410);
			assertThat(gone.header("Content-Type")).startsWith("application/problem+json");
			assertThat(gone.errorBody()).contains("\"status\":410");
		}
		try (EventStreamClient gone = EventStreamClient.open(BASE_URL, STREAM + "?after=" + old, reader, null)) {
			assertThat(gone.status()).isEqualTo(410);
		}
		try (EventStreamClient kept = EventStreamClient.open(BASE_URL, STREAM + "?after=" + old, reader, recent)) {
			assertThat(kept.status()).as("Last-Event-ID wins over after").isEqualTo(200);
		}
		try (EventStreamClient unknown = EventStreamClient.open(BASE_URL, STREAM, reader, UUID.randomUUID().toString())) {
			assertThat(unknown.status()).isEqualTo(404);
		}
		try (EventStreamClient malformed = EventStreamClient.open(BASE_URL, STREAM, reader, "not-an-id")) {
			assertThat(malformed.status()).isEqualTo(400);
		}
	}

	@Test
	void withoutATokenAnswers401AndWithoutTheScope403() {
		try (EventStreamClient anonymous = EventStreamClient.open(BASE_URL, STREAM, null, null)) {
			assertThat(anonymous.status()).isEqualTo(401);
			assertThat(anonymous.header("WWW-Authenticate")).startsWith("Bearer");
		}
		String webhooksOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
		try (EventStreamClient unscoped = EventStreamClient.open(BASE_URL, STREAM, webhooksOnly, null)) {
			assertThat(unscoped.status()).isEqualTo(403);
			assertThat(unscoped.header("WWW-Authenticate")).contains("insufficient_scope");
		}
	}

	static Map<String, Object> corporateAction(int i) {
		return Map.of("type", "CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i));
	}

	static Map<String, Object> clientEvent(String clientId) {
		return Map.of("type", "BOClientStateUpdate", "parameters", Map.of("clientId", clientId));
	}

	/** Publishes {@code count} events through the operator API, 1,000 a call at most; answers their ids in order. */
	List<String> publish(UUID tenant, int count, IntFunction<Map<String, Object>> eventOf) {
		return publish(http, admin, tenant, count, eventOf);
	}

	static List<String> publish(Http http, String admin, UUID tenant, int count,
			IntFunction<Map<String, Object>> eventOf) {
		List<Map<String, Object>> events = IntStream.range(0, count).mapToObj(i -> {
			Map<String, Object> event = new java.util.HashMap<>(eventOf.apply(i));
			event.putIfAbsent("tenantId", tenant);
			return (Map<String, Object>) event;
		}).toList();
		Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));
		assertThat(response.status()).as(response.toString()).isEqualTo(202);
		List<String> ids = new ArrayList<>();
		response.json().get("eventIds").forEach(id -> ids.add(id.asString()));
		return ids;
	}
}
