package dev.kontor.webhooks;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.DeliveryLog;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Webhook delivery over real HTTP to a receiver in the test: envelope, signatures, auth modes, retries. */
class WebhookDeliveryTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Autowired
	MutableClock clock;

	@Autowired
	JdbcClient jdbc;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private String admin;

	private DeliveryLog log;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		admin = platform.adminToken();
		log = new DeliveryLog(http, admin, Duration.ofSeconds(20));
	}

	@AfterEach
	void stop() {
		receiver.close();
		clock.reset();
	}

	@Test
	void deliversTheEnvelopeSignedWithBothSignatureSchemes() throws Exception {
		JsonNode endpoint = register(Map.of());
		String eventId = publish("BONewBankAccountCreate", Map.of("bankAccountId", "ba-1"));

		WebhookReceiver.Received request = receiver.awaitRequests(1).getFirst();

		JsonNode envelope = JSON.readTree(request.body());
		assertThat(envelope.get("eventId").asString()).isEqualTo(eventId);
		assertThat(envelope.get("type").asString()).isEqualTo("BONewBankAccountCreate");
		assertThat(envelope.get("timestamp").asString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z");
		assertThat(envelope.get("dataUrl").asString()).isEqualTo(BASE_URL + "/api/v3/bank-accounts/ba-1");
		assertThat(envelope.get("additionalData").get(0).get("key").asString()).isEqualTo("bankAccountId");
		assertThat(envelope.get("additionalData").get(0).get("value").asString()).isEqualTo("ba-1");
		assertThat(request.header("Content-Type")).startsWith("application/json");

		byte[] key = Base64.getDecoder().decode(endpoint.get("signingSecret").asString().substring("whsec_".length()));
		assertThat(request.header("X-Svc-Trader-Backend-Content-Signature-HMAC"))
			.isEqualTo("sha256=" + hmac(key, request.body()));
		String timestamp = request.header("webhook-timestamp");
		long now = Instant.now().getEpochSecond();
		assertThat(Long.parseLong(timestamp)).isBetween(now - 30, now + 30);
		assertThat(request.header("webhook-id")).isEqualTo(eventId);
		assertThat(request.header("webhook-signature"))
			.isEqualTo("v1," + hmac(key, eventId + "." + timestamp + "." + request.body()));
		log.awaitStatus(eventId, "Delivered");
	}

	@Test
	void sendsApiKeyAndStaticHeaders() {
		register(Map.of("authMode", "ApiKey", "apiKey", "key-123", "staticHeaders",
				Map.of("Authorization", "Basic dXNlcjpwdw==", "X-Tenant-Ref", "acme")));
		publish("BOClientStateUpdate", Map.of("clientId", UUID.randomUUID().toString()));

		WebhookReceiver.Received request = receiver.awaitRequests(1).getFirst();

		assertThat(request.header("X-Api-Key")).isEqualTo("key-123");
		assertThat(request.header("Authorization")).isEqualTo("Basic dXNlcjpwdw==");
		assertThat(request.header("X-Tenant-Ref")).isEqualTo("acme");
	}

	@Test
	void sendsDataCryptogram() throws Exception {
		register(Map.of("authMode", "DataCryptogram", "authSecret", "shared-secret"));
		publish("KycCreate", Map.of("clientId", "c-1", "initiatorKycId", "k-1"));

		WebhookReceiver.Received request = receiver.awaitRequests(1).getFirst();

		assertThat(request.header("X-Data-Cryptogram")).isEqualTo(hmac("shared-secret".getBytes(StandardCharsets.UTF_8),
				request.header("webhook-timestamp") + "." + request.body()));
	}

	@ParameterizedTest(name = "status {0} acknowledges")
	@ValueSource(ints = { 200, 201, 204 })
	void acknowledgingStatusesDeliver(int status) {
		receiver.answerAlways(status);
		register(Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));

		log.awaitStatus(eventId, "Delivered");
	}

	@ParameterizedTest(name = "status {0} fails the attempt")
	@ValueSource(ints = { 202, 301, 400, 404, 500, 503 })
	void anyOtherStatusFailsTheAttemptAndSchedulesARetryFiveMinutesLater(int status) {
		receiver.answerAlways(status);
		register(Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));

		JsonNode delivery = log.awaitAttempts(eventId, 1);
		assertThat(delivery.get("status").asString()).isEqualTo("Pending");
		JsonNode attempt = delivery.get("attempts").get(0);
		assertThat(attempt.get("statusCode").asInt()).isEqualTo(status);
		assertThat(Duration.between(Instant.parse(attempt.get("at").asString()),
				Instant.parse(delivery.get("nextAttemptAt").asString()))).isBetween(Duration.ofMinutes(5),
						Duration.ofMinutes(5).plusSeconds(5));
	}

	@Test
	void noAnswerWithinTheTimeoutFailsTheAttempt() {
		receiver.delay(Duration.ofSeconds(4));
		register(Map.of());

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));

		JsonNode attempt = log.awaitAttempts(eventId, 1).get("attempts").get(0);
		assertThat(attempt.get("statusCode").isNull()).isTrue();
		assertThat(attempt.get("error").asString()).contains("No answer");
	}

	@Test
	void retriesOnTheScheduleWithTheSameEventIdUntilDeliveredAndRecordsEveryAttempt() {
		receiver.answer(500, 503);
		register(Map.of());
		String eventId = publish("NewInternalAccountStatement",
				Map.of("internalAccountId", "ia-1", "year", "2026", "fileNumber", "7"));
		log.awaitAttempts(eventId, 1);

		clock.advance(Duration.ofMinutes(5));
		log.awaitAttempts(eventId, 2);
		clock.advance(Duration.ofMinutes(10));
		JsonNode delivered = log.awaitStatus(eventId, "Delivered");

		assertThat(delivered.get("attempts").size()).isEqualTo(3);
		assertThat(receiver.received()).extracting(request -> request.header("webhook-id")).containsOnly(eventId);
		assertThat(delivered.get("attempts").get(0).get("responseExcerpt").asString()).contains("500");
	}

	@Test
	void failsForGoodOnceTheNextAttemptWouldFallAfter48HoursDisablesTheEndpointAndCanBeResent() {
		receiver.answerAlways(500);
		String endpointId = register(Map.of()).get("id").asString();
		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-9"));

		log.runOutTheRetrySchedule(eventId, clock);
		JsonNode failed = log.awaitStatus(eventId, "Failed");
		assertThat(failed.get("attempts").size()).isEqualTo(10);
		assertThat(failed.get("nextAttemptAt").isNull()).isTrue();
		// disabled just after the failing outcome is written, in a transaction of its own
		await().atMost(Duration.ofSeconds(10))
			.untilAsserted(() -> assertThat(
					http.get("/admin/v1/webhook-endpoints/" + endpointId, admin).json().get("enabled").asBoolean())
				.as("an endpoint that acknowledged nothing for 48 hours")
				.isFalse());

		receiver.answerAlways(200);
		assertThat(http.putJson("/admin/v1/webhook-endpoints/" + endpointId + "/enabled", admin,
				Map.of("enabled", true)).status()).isEqualTo(200);
		Http.Response resent = http.post("/admin/v1/webhook-deliveries/" + failed.get("id").asString() + "/resend",
				admin);
		assertThat(resent.status()).isEqualTo(202);
		log.awaitStatus(eventId, "Delivered");
		assertThat(receiver.received().getLast().header("webhook-id")).isEqualTo(eventId);
	}

	@Test
	void anEndpointWhoseStoredHeaderCannotBeSentFailsOnTheScheduleAndIsDisabled() {
		String endpointId = register(Map.of()).get("id").asString();
		// As an endpoint registered before such headers were refused.
		jdbc.sql("UPDATE webhook_endpoints SET static_headers = '{\"Expect\":\"100-continue\"}' WHERE id = :id")
			.param("id", UUID.fromString(endpointId))
			.update();
		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-11"));

		log.runOutTheRetrySchedule(eventId, clock);

		JsonNode failed = log.awaitStatus(eventId, "Failed");
		assertThat(failed.get("attempts").size()).isEqualTo(10);
		assertThat(failed.get("attempts").get(0).get("error").asString())
			.isEqualTo("Attempt could not be made: IllegalArgumentException");
		assertThat(receiver.received()).isEmpty();
		await().atMost(Duration.ofSeconds(10))
			.untilAsserted(() -> assertThat(
					http.get("/admin/v1/webhook-endpoints/" + endpointId, admin).json().get("enabled").asBoolean())
				.isFalse());
	}

	@Test
	void deliveryListRefusesAnUnknownEventType() {
		assertThat(http.get("/admin/v1/webhook-deliveries?type=NoSuchEvent", admin).status()).isEqualTo(400);
	}

	@Test
	void endpointThatAcknowledgedWithin48HoursStaysEnabledWhenADeliveryFailsForGood() {
		String endpointId = register(Map.of()).get("id").asString();
		log.awaitStatus(publish("CorporateActionMetadata", Map.of("corporateActionId", "ok")), "Delivered");
		receiver.answerAlways(500);
		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-10"));

		log.runOutTheRetrySchedule(eventId, clock);

		log.awaitStatus(eventId, "Failed");
		assertThat(http.get("/admin/v1/webhook-endpoints/" + endpointId, admin).json().get("enabled").asBoolean())
			.isTrue();
	}

	@Test
	void endpointReceivesOnlyItsEventTypes() {
		register(Map.of("eventTypes", List.of("KycUpdate")));

		String ignored = publish("KycCreate", Map.of("clientId", "c", "initiatorKycId", "k"));
		String sent = publish("KycUpdate", Map.of("clientId", "c", "initiatorKycId", "k"));

		log.awaitStatus(sent, "Delivered");
		assertThat(log.ofEvent(ignored)).isEmpty();
	}

	@Test
	void disabledEndpointGetsNothingUntilEnabledAgain() {
		JsonNode endpoint = register(Map.of());
		String id = endpoint.get("id").asString();
		assertThat(http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin, Map.of("enabled", false))
			.status()).isEqualTo(200);

		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));

		assertThat(log.ofEvent(eventId)).isEmpty();
	}

	@Test
	void deliveriesWaitingForARetryArePausedWhileTheEndpointIsDisabledAndDueAtOnceWhenItIsEnabled() {
		receiver.answerAlways(503);
		String id = register(Map.of()).get("id").asString();
		String eventId = publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));
		assertThat(log.awaitAttempts(eventId, 1).get("status").asString()).isEqualTo("Pending");

		assertThat(http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin, Map.of("enabled", false))
			.status()).isEqualTo(200);
		JsonNode paused = log.ofEvent(eventId).getFirst();
		assertThat(paused.get("status").asString()).isEqualTo("Paused");

		receiver.answerAlways(200);
		assertThat(http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin, Map.of("enabled", true))
			.status()).isEqualTo(200);
		assertThat(log.awaitStatus(eventId, "Delivered").get("attempts").size())
			.as("attempted again without waiting for the retry five minutes later").isEqualTo(2);
	}

	@Test
	void rotatedSecretSignsBesideThePreviousOneForADay() throws Exception {
		JsonNode endpoint = register(Map.of());
		String previous = endpoint.get("signingSecret").asString();
		Http.Response rotated = http.post("/admin/v1/webhook-endpoints/" + endpoint.get("id").asString()
				+ "/signing-secret", admin);
		assertThat(rotated.status()).isEqualTo(200);
		String current = rotated.json().get("signingSecret").asString();
		assertThat(current).isNotEqualTo(previous);

		publish("CorporateActionMetadata", Map.of("corporateActionId", "ca-1"));
		WebhookReceiver.Received request = receiver.awaitRequests(1).getFirst();

		String signed = request.header("webhook-id") + "." + request.header("webhook-timestamp") + "." + request.body();
		assertThat(request.header("webhook-signature").split(" ")).containsExactly(
				"v1," + hmac(keyOf(current), signed), "v1," + hmac(keyOf(previous), signed));
	}

	@Test
	void typeUnsubscribedForTheTenantIsNotSentAtAll() {
		register(Map.of());
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
		assertThat(http.get("/api/v3/webhooks/unsubscriptions/KycCreate", token).status()).isEqualTo(404);

		Http.Response unsubscribed = http.putJson("/api/v3/webhooks/unsubscriptions/KycCreate", token, "");
		assertThat(unsubscribed.status()).isEqualTo(200);
		assertThat(http.get("/api/v3/webhooks/unsubscriptions/KycCreate", token).status()).isEqualTo(200);

		String muted = publish("KycCreate", Map.of("clientId", "c", "initiatorKycId", "k"));
		String sent = publish("KycUpdate", Map.of("clientId", "c", "initiatorKycId", "k"));
		log.awaitStatus(sent, "Delivered");
		assertThat(log.ofEvent(muted)).isEmpty();

		assertThat(http.send(http.request("/api/v3/webhooks/unsubscriptions/KycCreate")
			.header("Authorization", "Bearer " + token)
			.DELETE()).status()).isEqualTo(204);
		log.awaitStatus(publish("KycCreate", Map.of("clientId", "c", "initiatorKycId", "k")), "Delivered");
	}

	@Test
	void typeUnsubscribedForAClientIsNotSentForThatClientOnly() {
		register(Map.of());
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
		String quiet = platform.newClientRecord(tenantId, "quiet");
		assertThat(http.putJson("/api/v3/clients/" + quiet + "/webhooks/unsubscriptions/ClientUpdate", token, "")
			.status()).isEqualTo(200);

		String muted = publish("ClientUpdate", Map.of("clientId", quiet));
		String sent = publish("ClientUpdate", Map.of("clientId", platform.newClientRecord(tenantId, "loud")));

		log.awaitStatus(sent, "Delivered");
		assertThat(log.ofEvent(muted)).isEmpty();
	}

	@Test
	void clientLevelUnsubscriptionsOfAClientThatIsNotTheTenantsAnswer404() {
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
		String othersClient = platform.newClientRecord(platform.newTenant(), "other");

		for (String clientId : List.of(othersClient, UUID.randomUUID().toString())) {
			String path = "/api/v3/clients/" + clientId + "/webhooks/unsubscriptions";
			assertThat(http.putJson(path + "/ClientUpdate", token, "").status()).isEqualTo(404);
			assertThat(http.get(path + "/ClientUpdate", token).status()).isEqualTo(404);
			assertThat(http.get(path, token).status()).isEqualTo(404);
			assertThat(http.send(http.request(path + "/ClientUpdate").header("Authorization", "Bearer " + token).DELETE())
				.status()).isEqualTo(404);
		}
	}

	@Test
	void unsubscriptionsNeedWebhooksManageAndAKnownType() {
		String other = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");

		assertThat(http.putJson("/api/v3/webhooks/unsubscriptions/KycCreate", other, "").status()).isEqualTo(403);
		assertThat(http.putJson("/api/v3/webhooks/unsubscriptions/NoSuchEvent", token, "").status()).isEqualTo(400);
	}

	@Test
	void signingSecretIsShownOnlyWhenCreatedOrRotated() {
		JsonNode endpoint = register(Map.of());

		Http.Response read = http.get("/admin/v1/webhook-endpoints/" + endpoint.get("id").asString(), admin);

		assertThat(read.json().get("signingSecret").isNull()).isTrue();
		assertThat(read.body()).doesNotContain(endpoint.get("signingSecret").asString());
	}

	@Test
	void refusesEventWithMissingParameterNamingIt() {
		Http.Response response = http.postJson("/admin/v1/events", admin,
				Map.of("tenantId", tenantId, "type", "TradeExecutionReport", "parameters", Map.of("clientId", "c-1")));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("parameters.clientOrderId")).isTrue();
	}

	@Test
	void refusesUnknownEventType() {
		Http.Response response = http.postJson("/admin/v1/events", admin,
				Map.of("tenantId", tenantId, "type", "NoSuchEvent", "parameters", Map.of()));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("type")).isTrue();
	}

	@Test
	void batchIsAcceptedWholeAndEveryEventDeliveredUnderItsOwnId() {
		register(Map.of());
		List<Map<String, Object>> events = List.of(
				event("CorporateActionMetadata", Map.of("corporateActionId", "ca-1")),
				event("KycCreate", Map.of("clientId", "c", "initiatorKycId", "k")),
				event("CorporateActionMetadata", Map.of("corporateActionId", "ca-2")));

		Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));

		assertThat(response.status()).as(response.toString()).isEqualTo(202);
		List<String> eventIds = response.json().get("eventIds").valueStream().map(JsonNode::asString).toList();
		assertThat(eventIds).hasSize(3).doesNotHaveDuplicates();
		assertThat(receiver.awaitRequests(3).stream().map(request -> request.header("webhook-id")))
			.containsExactlyInAnyOrderElementsOf(eventIds);
		assertThat(log.ofEvent(eventIds.get(1)).getFirst().get("type").asString()).isEqualTo("KycCreate");
	}

	@Test
	void batchWithOneEventThatDoesNotFitItsTypeAcceptsNoneAndNamesTheProblemByIndex() {
		String endpointId = register(Map.of()).get("id").asString();
		List<Map<String, Object>> events = List.of(
				event("CorporateActionMetadata", Map.of("corporateActionId", "ca-1")),
				event("TradeExecutionReport", Map.of("clientId", "c-1")),
				event("NoSuchEvent", Map.of()));

		Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").propertyNames())
			.contains("events[1].parameters.clientOrderId", "events[2].type")
			.noneMatch(path -> path.startsWith("events[0]"));
		assertThat(http.get("/admin/v1/webhook-deliveries?endpointId=" + endpointId, admin).json().size()).isZero();
	}

	@Test
	void batchHoldsOneToAThousandEventsEachWithATenant() {
		Map<String, Object> event = event("CorporateActionMetadata", Map.of("corporateActionId", "ca"));

		assertThat(batchErrors(List.of())).containsKey("events");
		assertThat(batchErrors(Collections.nCopies(1001, event))).containsKey("events");
		Map<String, Object> withoutTenant = new HashMap<>(event);
		withoutTenant.remove("tenantId");
		assertThat(batchErrors(List.of(event, withoutTenant))).containsKey("events[1].tenantId");
		assertThat(http.postJson("/admin/v1/event-batches", admin,
				Map.of("events", Collections.nCopies(1000, event))).status()).isEqualTo(202);
	}

	@Test
	void refusesMutualTlsUntilSupported() {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin, endpointBody(Map.of("authMode", "MTLS")));

		assertThat(response.status()).isEqualTo(422);
	}

	@Test
	void refusesApiKeyModeWithoutKeyAndReservedStaticHeaders() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin, endpointBody(Map.of("authMode", "ApiKey")))
			.status()).isEqualTo(400);
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin,
				endpointBody(Map.of("staticHeaders", Map.of("webhook-signature", "forged")))).status()).isEqualTo(400);
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin,
				endpointBody(Map.of("eventTypes", List.of("NoSuchEvent")))).status()).isEqualTo(400);
	}

	private JsonNode register(Map<String, Object> overrides) {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin, endpointBody(overrides));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json();
	}

	private Map<String, Object> endpointBody(Map<String, Object> overrides) {
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", tenantId, "url", receiver.url()));
		body.putAll(overrides);
		return body;
	}

	private String publish(String type, Map<String, String> parameters) {
		Http.Response response = http.postJson("/admin/v1/events", admin,
				Map.of("tenantId", tenantId, "type", type, "parameters", parameters));
		assertThat(response.status()).as(response.toString()).isEqualTo(202);
		return response.json().get("eventId").asString();
	}

	private Map<String, Object> event(String type, Map<String, String> parameters) {
		return Map.of("tenantId", tenantId, "type", type, "parameters", parameters);
	}

	private Map<String, JsonNode> batchErrors(List<Map<String, Object>> events) {
		Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		Map<String, JsonNode> errors = new HashMap<>();
		response.json().get("errors").properties().forEach(entry -> errors.put(entry.getKey(), entry.getValue()));
		return errors;
	}

	private static byte[] keyOf(String whsec) {
		return Base64.getDecoder().decode(whsec.substring("whsec_".length()));
	}

	private static String hmac(byte[] key, String content) throws Exception {
		Mac mac = Mac.getInstance("HmacSHA256");
		mac.init(new SecretKeySpec(key, "HmacSHA256"));
		return Base64.getEncoder().encodeToString(mac.doFinal(content.getBytes(StandardCharsets.UTF_8)));
	}
}
