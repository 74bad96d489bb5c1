package dev.kontor.webhooks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HostileReceiver;
import dev.kontor.testing.HostileReceiver.Behaviour;
import dev.kontor.testing.DeliveryLog;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Webhook delivery to receivers that misbehave: every attempt ends within the attempt timeout, body included, and
 * hangs up; what the receiver answered is stored readably; a receiver that holds its connections open delays no
 * other tenant's deliveries; and static headers that cannot be sent as configured are refused when configured.
 */
class HostileReceiverTest extends HttpTest {

	/** {@code kontor.webhooks.timeout} in the test profile. */
	private static final Duration TIMEOUT = Duration.ofSeconds(2);

	/** What an attempt may take beyond the timeout: scheduling, closing the connection, a slow machine. */
	private static final Duration ATTEMPT_BOUND = TIMEOUT.plus(Duration.ofMillis(1500));

	/**
	 * The attempts an endpoint may have in flight before it has answered any: it starts at 16, and only
	 * acknowledgements widen that.
	 */
	private static final int MAX_IN_FLIGHT_PER_ENDPOINT = 16;

	@Autowired
	MutableClock clock;

	private final List<HostileReceiver> receivers = new ArrayList<>();

	private final List<String> endpointIds = new ArrayList<>();

	private UUID tenantId;

	private String admin;

	private DeliveryLog log;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		admin = platform.adminToken();
		log = new DeliveryLog(http, admin, Duration.ofSeconds(10));
	}

	/** Disables the endpoints first, so that their deliveries still waiting are never sent to a port used again. */
	@AfterEach
	void stop() {
		try {
			endpointIds.forEach(id -> http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin,
					Map.of("enabled", false)));
		}
		finally {
			receivers.forEach(HostileReceiver::close);
			clock.reset();
		}
	}

	@Test
	void stalledHeadersFailEachAttemptWithinTheTimeoutUntilTheDeliveryFailsForGood() {
		HostileReceiver receiver = receiver(Behaviour.STALL_HEADERS);
		String endpointId = register(tenantId, receiver, Map.of());
		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-stall"));

		JsonNode delivery = log.awaitAttempts(eventId, 1);
		JsonNode attempt = delivery.get("attempts").get(0);
		assertThat(attempt.get("statusCode").isNull()).isTrue();
		assertThat(attempt.get("error").asString()).contains("No answer");
		assertEndedWithinTheTimeout(attempt);
		assertThat(delivery.get("status").asString()).isEqualTo("Pending");
		assertThat(delivery.get("nextAttemptAt").isNull()).as("a retry is scheduled").isFalse();
		assertHungUpWithinTheTimeout(receiver.received().getFirst());

		log.runOutTheRetrySchedule(eventId, clock);

		JsonNode failed = log.awaitStatus(eventId, "Failed");
		assertThat(failed.get("attempts").valueStream()).hasSize(10)
			.allSatisfy(each -> assertThat(each.get("statusCode").isNull()).isTrue())
			.allSatisfy(HostileReceiverTest::assertEndedWithinTheTimeout);
		assertThat(log.find("endpointId=" + endpointId + "&status=Pending")).isEmpty();
		assertThat(receiver.received()).extracting(HostileReceiver.Received::webhookId)
			.hasSize(10)
			.containsOnly(eventId);
	}

	@Test
	void statusLineInTimeCountsEvenWhenTheBodyNeverComes() {
		HostileReceiver receiver = receiver(Behaviour.OK_THEN_STALL_BODY);
		register(tenantId, receiver, Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-body"));

		JsonNode delivered = log.awaitStatus(eventId, "Delivered");
		JsonNode attempt = delivered.get("attempts").get(0);
		assertThat(attempt.get("statusCode").asInt()).isEqualTo(200);
		assertEndedWithinTheTimeout(attempt);
		assertHungUpWithinTheTimeout(receiver.received().getFirst());
	}

	@Test
	void endlessBodyIsCutAfterTheExcerptAndTheConnectionClosedAtOnce() {
		HostileReceiver receiver = receiver(Behaviour.ENDLESS_BODY);
		register(tenantId, receiver, Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-endless"));

		JsonNode delivered = log.awaitStatus(eventId, "Delivered");
		JsonNode attempt = delivered.get("attempts").get(0);
		assertThat(attempt.get("statusCode").asInt()).isEqualTo(200);
		assertThat(attempt.get("responseExcerpt").asString()).hasSizeLessThanOrEqualTo(1024);
		assertThat(attempt.get("latencyMs").asLong()).isLessThan(TIMEOUT.toMillis());
		assertThat(receiver.received().getFirst().connection().awaitHangUp(ATTEMPT_BOUND))
			.as("hung up after the excerpt, well within the timeout")
			.isLessThan(TIMEOUT);
	}

	@Test
	void failureStatusWithABodyTrickledAByteASecondEndsWithinTheTimeoutAndIsRetried() {
		HostileReceiver receiver = receiver(Behaviour.SLOW_TRICKLE);
		register(tenantId, receiver, Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-trickle"));

		JsonNode delivery = log.awaitAttempts(eventId, 1);
		JsonNode attempt = delivery.get("attempts").get(0);
		assertThat(attempt.get("statusCode").asInt()).isEqualTo(500);
		assertEndedWithinTheTimeout(attempt);
		assertThat(delivery.get("status").asString()).isEqualTo("Pending");
		assertThat(delivery.get("nextAttemptAt").isNull()).as("a retry is scheduled").isFalse();
		assertHungUpWithinTheTimeout(receiver.received().getFirst());
	}

	@ParameterizedTest(name = "status {0}")
	@ValueSource(ints = { 200, 500 })
	void binaryAnswerIsStoredAndReadableWithoutNulCharacters(int status) {
		register(tenantId, receiver(Behaviour.binaryBody(status)), Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-binary"));

		JsonNode delivery = log.awaitAttempts(eventId, 1);
		JsonNode attempt = delivery.get("attempts").get(0);
		assertThat(attempt.get("statusCode").asInt()).isEqualTo(status);
		assertThat(delivery.get("status").asString()).isEqualTo(status == 200 ? "Delivered" : "Pending");
		assertThat(attempt.get("responseExcerpt").isNull()).as("an excerpt of the answer is stored").isFalse();
		assertThat(attempt.get("responseExcerpt").asString()).isNotEmpty().doesNotContain("\u0000");
	}

	@Test
	void binaryAnswersHarmNoDeliverySettledAtTheSameTime() {
		UUID otherTenant = platform.newTenant();
		String binary = register(tenantId, receiver(Behaviour.binaryBody(200)), Map.of());
		String healthy = register(otherTenant, receiver(Behaviour.answer(200)), Map.of());
		List<Map<String, Object>> events = new ArrayList<>();
		IntStream.range(0, 20).forEach(i -> {
			events.add(event(tenantId, "CorporateActionMetadata", Map.of("corporateActionId", "bin-" + i)));
			events.add(event(otherTenant, "CorporateActionMetadata", Map.of("corporateActionId", "ok-" + i)));
		});

		List<String> eventIds = publishBatch(events);

		await("all 40 delivered").atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> assertThat(statuses("endpointId=" + binary, "endpointId=" + healthy))
				.as("statuses of the 40 deliveries")
				.hasSize(40)
				.containsOnly("Delivered"));
		assertThat(Stream.concat(log.find("endpointId=" + binary).stream(),
				log.find("endpointId=" + healthy).stream()))
			.extracting(delivery -> delivery.get("eventId").asString())
			.containsExactlyInAnyOrderElementsOf(eventIds);
	}

	@Test
	void endpointHoldingItsConnectionsOpenDelaysNoOtherTenant() {
		HostileReceiver stalled = receiver(Behaviour.STALL_HEADERS);
		String stalledEndpoint = register(tenantId, stalled, Map.of());
		List<String> stalledEvents = new ArrayList<>();
		for (int batch = 0; batch < 3; batch++) {
			stalledEvents.addAll(publishBatch(IntStream.range(0, 100)
				.mapToObj(i -> event(tenantId, "CorporateActionMetadata", Map.of("corporateActionId", "stall-" + i)))
				.toList()));
		}
		stalled.awaitRequests(MAX_IN_FLIGHT_PER_ENDPOINT);
		UUID otherTenant = platform.newTenant();
		String healthy = register(otherTenant, receiver(Behaviour.answer(200)), Map.of());

		publishBatch(IntStream.range(0, 20)
			.mapToObj(i -> event(otherTenant, "CorporateActionMetadata", Map.of("corporateActionId", "ok-" + i)))
			.toList());

		await("the other tenant's 20 delivered").atMost(Duration.ofSeconds(10))
			.untilAsserted(() -> assertThat(statuses("endpointId=" + healthy)).as("statuses of its 20 deliveries")
				.hasSize(20)
				.containsOnly("Delivered"));
		List<JsonNode> waiting = log.find("endpointId=" + stalledEndpoint);
		assertThat(waiting).as("every delivery to the stalled endpoint still waits for an attempt or a retry")
			.allSatisfy(delivery -> assertThat(delivery.get("status").asString()).isEqualTo("Pending"))
			.extracting(delivery -> delivery.get("eventId").asString())
			.containsExactlyInAnyOrderElementsOf(stalledEvents);
		assertThat(stalled.maxOpenConnections()).as("connections held open at once by the stalled endpoint")
			.isLessThanOrEqualTo(MAX_IN_FLIGHT_PER_ENDPOINT);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("headersThatCannotBeSent")
	void refusesStaticHeaderThatCannotBeSentAsConfigured(String what, String name, String value) {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin,
				endpointBody(tenantId, receiver(Behaviour.answer(200)), Map.of("staticHeaders", Map.of(name, value))));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has("staticHeaders." + name)).as(response.toString()).isTrue();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("headersThatCannotBeSent")
	void refusesStaticHeaderThatCannotBeSentAsConfiguredOnChange(String what, String name, String value) {
		HostileReceiver receiver = receiver(Behaviour.answer(200));
		String endpointId = register(tenantId, receiver, Map.of());

		Http.Response response = http.putJson("/admin/v1/webhook-endpoints/" + endpointId, admin,
				endpointBody(tenantId, receiver, Map.of("staticHeaders", Map.of(name, value))));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has("staticHeaders." + name)).as(response.toString()).isTrue();
	}

	static Stream<Arguments> headersThatCannotBeSent() {
		return Stream.of(arguments("Expect: 100-continue", "Expect", "100-continue"),
				arguments("Upgrade: h2c", "Upgrade", "h2c"), arguments("Connection: close", "Connection", "close"),
				arguments("value with a control character", "X-Ref", "a\u0001b"),
				arguments("value with a character above 0xFF", "X-Ref", "\u20ac"),
				arguments("value with a NUL", "X-Ref", "a\u0000b"));
	}

	@Test
	void acceptsAndSendsAHarmlessStaticHeader() {
		HostileReceiver receiver = receiver(Behaviour.answer(200));
		Map<String, Object> harmless = Map.of("staticHeaders", Map.of("X-Ref", "abc def"));
		String endpointId = register(tenantId, receiver, harmless);
		Http.Response changed = http.putJson("/admin/v1/webhook-endpoints/" + endpointId, admin,
				endpointBody(tenantId, receiver, harmless));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-header"));

		log.awaitStatus(eventId, "Delivered");
		assertThat(receiver.received().getFirst().header("X-Ref")).isEqualTo("abc def");
	}

	private HostileReceiver receiver(Behaviour behaviour) {
		HostileReceiver receiver = new HostileReceiver(behaviour);
		receivers.add(receiver);
		return receiver;
	}

	private static void assertEndedWithinTheTimeout(JsonNode attempt) {
		assertThat(attempt.get("latencyMs").asLong()).as("the attempt's latency in ms")
			.isLessThanOrEqualTo(ATTEMPT_BOUND.toMillis());
	}

	private static void assertHungUpWithinTheTimeout(HostileReceiver.Received request) {
		assertThat(request.connection().awaitHangUp(ATTEMPT_BOUND.plusSeconds(2)))
			.as("time from the request to the sender hanging up")
			.isLessThanOrEqualTo(ATTEMPT_BOUND);
	}

	private String register(UUID tenant, HostileReceiver receiver, Map<String, Object> overrides) {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin,
				endpointBody(tenant, receiver, overrides));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		String id = response.json().get("id").asString();
		endpointIds.add(id);
		return id;
	}

	private static Map<String, Object> endpointBody(UUID tenant, HostileReceiver receiver,
			Map<String, Object> overrides) {
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", tenant, "url", receiver.url()));
		body.putAll(overrides);
		return body;
	}

	private String publish(String type, Map<String, String> parameters) {
		Http.Response response = http.postJson("/admin/v1/events", admin, event(tenantId, type, parameters));
		assertThat(response.status()).as(response.toString()).isEqualTo(202);
		return response.json().get("eventId").asString();
	}

	private List<String> publishBatch(List<Map<String, Object>> events) {
		Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));
		assertThat(response.status()).as(response.toString()).isEqualTo(202);
		return response.json().get("eventIds").valueStream().map(JsonNode::asString).toList();
	}

	private static Map<String, Object> event(UUID tenant, String type, Map<String, String> parameters) {
		return Map.of("tenantId", tenant, "type", type, "parameters", parameters);
	}

	private List<String> statuses(String... queries) {
		return Stream.of(queries)
			.flatMap(query -> log.find(query).stream())
			.map(delivery -> delivery.get("status").asString())
			.toList();
	}

}
