package dev.kontor.kyc;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

class KycSessionApiTest extends HttpTest {

	private KycFixtures kyc;

	@BeforeEach
	void setUp() {
		kyc = new KycFixtures(http, platform);
	}

	@Test
	void startsASessionInStatusCreated() {
		JsonNode session = kyc.started(kyc.clientId, "kyc-1");

		assertThat(session.propertyNames()).containsExactly("initiatorKycId", "clientId", "provider", "status",
				"verificationUrl", "redirectUrl", "result", "declineReasons", "createdDate", "updatedDate");
		assertThat(session.get("initiatorKycId").asString()).isEqualTo("kyc-1");
		assertThat(session.get("clientId").asString()).isEqualTo(kyc.clientId);
		assertThat(session.get("provider").asString()).isEqualTo("Simulated");
		assertThat(session.get("status").asString()).isEqualTo("Created");
		assertThat(session.get("verificationUrl").asString()).startsWith(BASE_URL + "/kyc-simulator/")
			.hasSizeGreaterThan((BASE_URL + "/kyc-simulator/").length() + 40);
		assertThat(session.get("redirectUrl").asString()).isEqualTo(KycFixtures.REDIRECT_URL);
		assertThat(session.get("result").isNull()).isTrue();
		assertThat(session.get("declineReasons").isEmpty()).isTrue();
		assertThat(session.get("createdDate").asString()).endsWith("Z");
	}

	@Test
	void theSameRequestAgainAnswersTheSameSession() {
		JsonNode first = kyc.started(kyc.clientId, "kyc.same_1");

		Http.Response again = kyc.start(kyc.clientId, "kyc.same_1");

		assertThat(again.status()).as(again.toString()).isEqualTo(200);
		assertThat(again.json()).isEqualTo(first);
		assertThat(kyc.http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token).json().size())
			.isEqualTo(1);
	}

	@Test
	void theSameIdWithAnotherBodyIsAConflict() {
		kyc.started(kyc.clientId, "kyc-2");

		Http.Response other = http.postJson("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token,
				Map.of("initiatorKycId", "kyc-2", "provider", "Simulated", "redirectUrl", "https://other.example.com/"));

		assertThat(other.status()).as(other.toString()).isEqualTo(409);
		assertThat(other.header("Content-Type")).startsWith("application/problem+json");
	}

	static Stream<Arguments> invalidRequests() {
		return Stream.of(Arguments.of("initiatorKycId", ""), Arguments.of("initiatorKycId", "x".repeat(37)),
				Arguments.of("initiatorKycId", "has space"), Arguments.of("initiatorKycId", "a/b"),
				Arguments.of("provider", "Fourthline"), Arguments.of("provider", "simulated"),
				Arguments.of("redirectUrl", "http://app.example.com/done"),
				Arguments.of("redirectUrl", "javascript:alert(1)"), Arguments.of("redirectUrl", "/relative"),
				Arguments.of("redirectUrl", "https://user:pw@app.example.com/"));
	}

	@ParameterizedTest
	@MethodSource("invalidRequests")
	void refusesARequestBeyondItsLimits(String property, String value) {
		Map<String, Object> body = new HashMap<>(Map.of("initiatorKycId", "kyc-3", "provider", "Simulated",
				"redirectUrl", "https://app.example.com/done"));
		body.put(property, value);

		Http.Response response = http.postJson("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(property)).as(response.toString()).isTrue();
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token).json().isEmpty()).isTrue();
	}

	@Test
	void acceptsHttpOnLocalhostAndAnIdOfThirtySixCharacters() {
		String id = "A-z.0_" + "9".repeat(30);
		Http.Response response = http.postJson("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token,
				Map.of("initiatorKycId", id, "provider", "Simulated", "redirectUrl", "http://localhost:3000/done"));

		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		assertThat(kyc.session(kyc.clientId, id).get("redirectUrl").asString()).isEqualTo("http://localhost:3000/done");
	}

	@Test
	void anotherTenantsClientRecordIsNotFound() {
		kyc.started(kyc.clientId, "kyc-4");
		KycFixtures other = new KycFixtures(http, platform);

		assertThat(other.start(kyc.clientId, "kyc-4").status()).isEqualTo(404);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions/kyc-4", other.token).status())
			.isEqualTo(404);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", other.token).status()).isEqualTo(404);
		assertThat(other.start(UUID.randomUUID().toString(), "kyc-4").status()).isEqualTo(404);
	}

	@Test
	void needsTheKycScopes() {
		String clientsOnly = platform.clientCredentialsToken(platform.newServerClient(kyc.tenantId, "clients.read"),
				"clients.read");
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(kyc.tenantId, "kyc.read"),
				"kyc.read");
		kyc.started(kyc.clientId, "kyc-5");

		assertThat(http.postJson("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", readOnly,
				Map.of("initiatorKycId", "kyc-6", "provider", "Simulated", "redirectUrl", KycFixtures.REDIRECT_URL))
			.status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", clientsOnly).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions/kyc-5", clientsOnly).status())
			.isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions/kyc-5", readOnly).status())
			.isEqualTo(200);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions").status()).isEqualTo(401);
	}

	@Test
	void aUserOfAClientRecordSeesOnlyItsOwnSessions() {
		String otherClient = kyc.newClient();
		kyc.started(otherClient, "kyc-7");
		String userToken = platform.userToken(platform.newUserOfClientRecord(kyc.tenantId, kyc.clientId), "kyc.read");

		assertThat(http.get("/api/v3/clients/" + otherClient + "/kyc-sessions", userToken).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + otherClient + "/kyc-sessions/kyc-7", userToken).status())
			.isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", userToken).status()).isEqualTo(200);
	}

	@Test
	void listsAndReadsTheSessionsOfAClientRecord() {
		kyc.started(kyc.clientId, "kyc-a");
		kyc.started(kyc.clientId, "kyc-b");
		kyc.started(kyc.newClient(), "kyc-c");

		JsonNode list = http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token).json();

		assertThat(list.valueStream().map(session -> session.get("initiatorKycId").asString()))
			.containsExactly("kyc-a", "kyc-b");
		assertThat(kyc.session(kyc.clientId, "kyc-b")).isEqualTo(list.get(1));
		assertThat(http.get("/api/v3/clients/" + kyc.clientId + "/kyc-sessions/kyc-c", kyc.token).status())
			.isEqualTo(404);
	}
}
