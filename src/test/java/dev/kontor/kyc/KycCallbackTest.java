package dev.kontor.kyc;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.kyc.callback.CallbackSignature;
import dev.kontor.kyc.callback.ProviderSecrets;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

class KycCallbackTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Autowired
	ProviderSecrets secrets;

	@Autowired
	MutableClock clock;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private KycFixtures kyc;

	private String secret;

	@BeforeEach
	void setUp() {
		kyc = new KycFixtures(http, platform);
		secret = secrets.of("Simulated");
	}

	@AfterEach
	void tearDown() {
		receiver.close();
		clock.reset();
	}

	@Test
	void aSignedApprovalOnboardsTheMatchingClientAndFilesTheReport() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", kyc.tenantId,
				"url", receiver.url(), "eventTypes", List.of("KycCreate", "KycUpdate", "BOClientStateUpdate")))
			.status()).isEqualTo(201);
		JsonNode session = kyc.started(kyc.clientId, "approve-1");

		Http.Response response = kyc.postCallback(
				KycFixtures.callback(KycFixtures.reference(session), "Approved", Instant.now(clock), nonce()), secret);

		assertThat(response.status()).as(response.toString()).isEqualTo(204);
		JsonNode approved = kyc.session(kyc.clientId, "approve-1");
		assertThat(approved.get("status").asString()).isEqualTo("Approved");
		assertThat(approved.get("result").get("identityVerified").asBoolean()).isTrue();
		assertThat(approved.get("result").get("nameMatches").asBoolean()).isTrue();
		assertThat(approved.get("result").get("dateOfBirthMatches").asBoolean()).isTrue();
		assertThat(approved.get("result").get("documentType").asString()).isEqualTo("IdentityCard");
		assertThat(approved.get("result").get("nationality").asString()).isEqualTo("DEU");
		assertThat(approved.get("declineReasons").isEmpty()).isTrue();
		assertThat(kyc.reportsOf(kyc.clientId)).hasSize(1);
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Onboarded");

		List<JsonNode> events = receiver.awaitRequests(3).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(event -> event.get("type").asString())
			.containsExactlyInAnyOrder("KycCreate", "KycUpdate", "BOClientStateUpdate");
		JsonNode update = events.stream().filter(e -> e.get("type").asString().equals("KycUpdate")).findFirst()
			.orElseThrow();
		assertThat(update.get("additionalData").toString()).contains(kyc.clientId).contains("approve-1");
	}

	@Test
	void anApprovalOfAnotherPersonLeavesTheClientInitialWithTheReasons() {
		JsonNode session = kyc.started(kyc.clientId, "mismatch-1");
		Map<String, Object> body = KycFixtures.callback(KycFixtures.reference(session), "Approved", Instant.now(clock),
				nonce());
		body.put("person", Map.of("name", "Max Mustermann", "dateOfBirth", "1970-01-01"));

		assertThat(kyc.postCallback(body, secret).status()).isEqualTo(204);

		JsonNode approved = kyc.session(kyc.clientId, "mismatch-1");
		assertThat(approved.get("status").asString()).isEqualTo("Approved");
		assertThat(approved.get("result").get("nameMatches").asBoolean()).isFalse();
		assertThat(approved.get("result").get("dateOfBirthMatches").asBoolean()).isFalse();
		assertThat(approved.get("declineReasons").valueStream().map(JsonNode::asString))
			.containsExactly("NameMismatch", "DateOfBirthMismatch");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
	}

	@Test
	void anAmlBanKeepsAVerifiedClientInitialWithoutTellingTheClientWhy() {
		String aml = platform.clientCredentialsToken(platform.newServerClient(kyc.tenantId, "aml.write"), "aml.write");
		Http.Response ban = http.postJson("/api/v3/aml/other-records", aml, Map.of("customerId", kyc.clientId,
				"isActive", true, "isBanned", true, "recordType", "AdverseMedia"));
		assertThat(ban.status()).as(ban.toString()).isEqualTo(200);
		JsonNode session = kyc.started(kyc.clientId, "screened-1");

		assertThat(kyc.postCallback(KycFixtures.callback(KycFixtures.reference(session), "Approved", Instant.now(clock),
				nonce()), secret).status()).isEqualTo(204);

		JsonNode approved = kyc.session(kyc.clientId, "screened-1");
		assertThat(approved.get("status").asString()).isEqualTo("Approved");
		assertThat(approved.get("declineReasons").isEmpty()).isTrue();
		assertThat(approved.get("result").toString()).doesNotContainIgnoringCase("aml").doesNotContainIgnoringCase("ban");
		assertThat(kyc.reportsOf(kyc.clientId)).hasSize(1);
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
	}

	@Test
	void aDeclineChangesOnlyTheSession() {
		JsonNode session = kyc.started(kyc.clientId, "decline-1");
		Map<String, Object> body = KycFixtures.callback(KycFixtures.reference(session), "Declined", Instant.now(clock),
				nonce());
		body.put("declineReasons", List.of("DocumentExpired"));
		body.remove("report");

		assertThat(kyc.postCallback(body, secret).status()).isEqualTo(204);

		JsonNode declined = kyc.session(kyc.clientId, "decline-1");
		assertThat(declined.get("status").asString()).isEqualTo("Declined");
		assertThat(declined.get("result").get("identityVerified").asBoolean()).isFalse();
		assertThat(declined.get("declineReasons").valueStream().map(JsonNode::asString))
			.containsExactly("DocumentExpired");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
		assertThat(kyc.reportsOf(kyc.clientId)).isEmpty();
	}

	@Test
	void refusesUnsignedAndWronglySignedCallbacks() {
		JsonNode session = kyc.started(kyc.clientId, "forged-1");
		byte[] raw = JSON.writeValueAsBytes(
				KycFixtures.callback(KycFixtures.reference(session), "Approved", Instant.now(clock), nonce()));

		assertThat(kyc.postCallback(raw, null).status()).isEqualTo(401);
		assertThat(kyc.postCallback(raw, CallbackSignature.sign("not-the-secret", raw)).status()).isEqualTo(401);
		assertThat(kyc.postCallback(raw, "sha256=%%%").status()).isEqualTo(401);
		byte[] altered = new String(raw, StandardCharsets.UTF_8).replace("Erika", "Erica")
			.getBytes(StandardCharsets.UTF_8);
		assertThat(kyc.postCallback(altered, CallbackSignature.sign(secret, raw)).status()).isEqualTo(401);

		assertUnchanged("forged-1");
	}

	@Test
	void refusesAReplayedNonceAndAnOldCallback() {
		JsonNode session = kyc.started(kyc.clientId, "replay-1");
		String reference = KycFixtures.reference(session);
		String nonce = nonce();
		assertThat(kyc.postCallback(KycFixtures.callback(reference, "Started", Instant.now(clock), nonce), secret)
			.status()).isEqualTo(204);
		assertThat(kyc.session(kyc.clientId, "replay-1").get("status").asString()).isEqualTo("Pending");

		Http.Response replayed = kyc.postCallback(KycFixtures.callback(reference, "Approved", Instant.now(clock), nonce),
				secret);
		Http.Response old = kyc.postCallback(KycFixtures.callback(reference, "Approved",
				Instant.now(clock).minus(Duration.ofMinutes(5)).minusSeconds(1), nonce()), secret);
		Http.Response ahead = kyc.postCallback(KycFixtures.callback(reference, "Approved",
				Instant.now(clock).plus(Duration.ofMinutes(6)), nonce()), secret);

		assertThat(replayed.status()).as(replayed.toString()).isEqualTo(401);
		assertThat(old.status()).as(old.toString()).isEqualTo(401);
		assertThat(ahead.status()).as(ahead.toString()).isEqualTo(401);
		assertThat(kyc.session(kyc.clientId, "replay-1").get("status").asString()).isEqualTo("Pending");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
		assertThat(kyc.reportsOf(kyc.clientId)).isEmpty();
	}

	@Test
	void anUnknownSessionIsNotFoundAndItsNonceStaysUnused() {
		kyc.started(kyc.clientId, "unknown-1");
		String nonce = nonce();

		Http.Response response = kyc.postCallback(
				KycFixtures.callback("no-such-reference", "Approved", Instant.now(clock), nonce), secret);

		assertThat(response.status()).as(response.toString()).isEqualTo(404);
		assertUnchanged("unknown-1");
		assertThat(http.send(http.request("/api/v3/kyc/providers/Unknown/callback")
			.header("Content-Type", "application/json")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}"))).status()).isEqualTo(404);
	}

	@Test
	void aFinishedSessionChangesNoMore() {
		JsonNode session = kyc.started(kyc.clientId, "final-1");
		String reference = KycFixtures.reference(session);
		Map<String, Object> decline = KycFixtures.callback(reference, "Declined", Instant.now(clock), nonce());
		assertThat(kyc.postCallback(decline, secret).status()).isEqualTo(204);

		Http.Response approve = kyc.postCallback(KycFixtures.callback(reference, "Approved", Instant.now(clock), nonce()),
				secret);

		assertThat(approve.status()).as(approve.toString()).isEqualTo(409);
		assertThat(kyc.session(kyc.clientId, "final-1").get("status").asString()).isEqualTo("Declined");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
	}

	private void assertUnchanged(String initiatorKycId) {
		JsonNode session = kyc.session(kyc.clientId, initiatorKycId);
		assertThat(session.get("status").asString()).isEqualTo("Created");
		assertThat(session.get("result").isNull()).isTrue();
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
		assertThat(kyc.reportsOf(kyc.clientId)).isEmpty();
	}

	private static String nonce() {
		return UUID.randomUUID().toString().replace("-", "");
	}
}
