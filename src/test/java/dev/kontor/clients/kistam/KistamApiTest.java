package dev.kontor.clients.kistam;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Church tax queries over HTTP with real tokens: made at onboarding and on request, answered by the simulated tax
 * authority onto the client record and sent as {@code ClientKistamQueryResultReceived} once; tenant isolation.
 */
class KistamApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/** Tenth digit 1: Roman Catholic; second digit 6, even: 8 %. */
	private static final String CATHOLIC = "86095742719";

	/** Tenth digit 8: no church tax. */
	private static final String NONE = "65929970489";

	/** Tenth digit 3: Protestant; second digit 1, odd: 9 %. */
	private static final String PROTESTANT = "81872495633";

	private final WebhookReceiver receiver = new WebhookReceiver();

	@Autowired
	KistamAnswers answers;

	private UUID tenantId;

	private String writer;

	private String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"), "clients.read");
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId",
				tenantId, "url", receiver.url(), "eventTypes", List.of("ClientKistamQueryResultReceived")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void onboardingMakesExactlyOneQueryWhoseAnswerLandsOnTheClientAndIsSentOnce() {
		String id = KistamClients.create(http, writer, "kistam-onboarded", CATHOLIC);

		assertThat(queries(id)).as("no query before onboarding").isEmpty();
		assertThat(KistamClients.status(http, writer, id, "Onboarded").status()).isEqualTo(200);
		assertThat(KistamClients.status(http, writer, id, "Onboarded").status()).as("the status it has: no move")
			.isEqualTo(200);
		List<JsonNode> sent = queries(id);
		assertThat(sent).hasSize(1);
		assertThat(sent.getFirst().get("reason").asString()).isEqualTo("Onboarding");
		assertThat(sent.getFirst().get("status").asString()).isEqualTo("Sent");
		assertThat(sent.getFirst().get("answeredDate").isNull()).isTrue();

		answers.answerDue();
		answers.answerDue();

		JsonNode client = http.get("/api/v3/clients/" + id, reader).json();
		JsonNode attribute = client.get("churchTaxAttribute");
		assertThat(attribute.get("religionCode").asString()).isEqualTo("rk");
		assertThat(attribute.get("rate").decimalValue()).isEqualByComparingTo("8");
		assertThat(attribute.get("validFrom").asString())
			.isEqualTo(LocalDate.now(ZoneOffset.UTC).withDayOfYear(1).toString());
		assertThat(client.get("churchTaxQueriedDate").asString()).endsWith("Z");
		JsonNode answered = queries(id).getFirst();
		assertThat(answered.properties().stream().map(Map.Entry::getKey).toList()).containsExactly("id", "clientId",
				"reason", "status", "answeredDate", "churchTaxAttribute");
		assertThat(answered.get("status").asString()).isEqualTo("Answered");
		assertThat(answered.get("answeredDate").asString()).isEqualTo(client.get("churchTaxQueriedDate").asString());
		assertThat(answered.get("churchTaxAttribute")).isEqualTo(attribute);
		assertThat(answered.get("clientId").asString()).isEqualTo(id);

		assertThat(KistamClients.status(http, writer, id, "Suspended").status()).isEqualTo(200);
		assertThat(KistamClients.status(http, writer, id, "Onboarded").status()).isEqualTo(200);
		assertThat(queries(id)).as("coming back from Suspended is no onboarding").hasSize(1);
		assertEventsOnce(id);
	}

	@Test
	void onboardingWithoutTaxIdMakesNoQuery() {
		String id = KistamClients.create(http, writer, "kistam-no-tax-id", null);

		KistamClients.status(http, writer, id, "Onboarded");

		assertThat(queries(id)).isEmpty();
	}

	@Test
	void aRequestedQueryAnswers202AndItsAnswerLandsOnTheClient() {
		String id = KistamClients.create(http, writer, "kistam-manual", PROTESTANT);

		Http.Response requested = http.post("/api/v3/clients/" + id + "/kistam-queries", writer);

		assertThat(requested.status()).as(requested.toString()).isEqualTo(202);
		assertThat(requested.json().get("reason").asString()).isEqualTo("Manual");
		assertThat(requested.json().get("status").asString()).isEqualTo("Sent");
		assertThat(requested.json().get("clientId").asString()).isEqualTo(id);
		answers.answerDue();
		JsonNode attribute = http.get("/api/v3/clients/" + id, reader).json().get("churchTaxAttribute");
		assertThat(attribute.get("religionCode").asString()).isEqualTo("ev");
		assertThat(attribute.get("rate").decimalValue()).isEqualByComparingTo("9");
		assertEventsOnce(id);
	}

	@Test
	void anAnswerWithoutChurchTaxStoresNullAndTheQueriedDate() {
		String id = KistamClients.create(http, writer, "kistam-none", NONE);
		http.post("/api/v3/clients/" + id + "/kistam-queries", writer);

		answers.answerDue();

		JsonNode client = http.get("/api/v3/clients/" + id, reader).json();
		assertThat(client.get("churchTaxAttribute").isNull()).isTrue();
		assertThat(client.get("churchTaxQueriedDate").isNull()).isFalse();
		JsonNode query = queries(id).getFirst();
		assertThat(query.get("status").asString()).isEqualTo("Answered");
		assertThat(query.get("churchTaxAttribute").isNull()).isTrue();
		assertEventsOnce(id);
	}

	@Test
	void listsTheQueriesNewestFirst() {
		String id = KistamClients.create(http, writer, "kistam-list", CATHOLIC);
		KistamClients.status(http, writer, id, "Onboarded");
		String first = http.post("/api/v3/clients/" + id + "/kistam-queries", writer).json().get("id").asString();
		String second = http.post("/api/v3/clients/" + id + "/kistam-queries", writer).json().get("id").asString();

		List<JsonNode> listed = queries(id);

		assertThat(listed).extracting(query -> query.get("id").asString()).startsWith(second, first).hasSize(3);
		assertThat(listed).extracting(query -> query.get("reason").asString())
			.containsExactly("Manual", "Manual", "Onboarding");
	}

	@Test
	void aClientWithoutTaxIdAnswers422NamingIt() {
		String id = KistamClients.create(http, writer, "kistam-422", null);

		Http.Response response = http.post("/api/v3/clients/" + id + "/kistam-queries", writer);

		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("detail").asString()).contains("no taxIdentificationNumber");
		assertThat(response.json().get("errors").has("taxIdentificationNumber")).isTrue();
		assertThat(queries(id)).isEmpty();
	}

	@Test
	void aDeletedClientAnswers409() {
		String id = KistamClients.create(http, writer, "kistam-deleted", CATHOLIC);
		KistamClients.status(http, writer, id, "Deleted");

		assertThat(http.post("/api/v3/clients/" + id + "/kistam-queries", writer).status()).isEqualTo(409);
	}

	@Test
	void anotherTenantsClientAndAnUnknownOneDoNotExist() {
		String id = KistamClients.create(http, writer, "kistam-tenant", CATHOLIC);
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "clients.read", "clients.write"), "clients.read clients.write");

		assertThat(http.post("/api/v3/clients/" + id + "/kistam-queries", other).status()).isEqualTo(404);
		assertThat(http.get("/api/v3/clients/" + id + "/kistam-queries", other).status()).isEqualTo(404);
		assertThat(http.post("/api/v3/clients/" + UUID.randomUUID() + "/kistam-queries", writer).status())
			.isEqualTo(404);
		assertThat(http.get("/api/v3/clients/" + UUID.randomUUID() + "/kistam-queries", reader).status())
			.isEqualTo(404);
		assertThat(queries(id)).isEmpty();
	}

	@Test
	void requestingNeedsClientsWriteAndListingClientsRead() {
		String id = KistamClients.create(http, writer, "kistam-scopes", CATHOLIC);
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");

		assertThat(http.post("/api/v3/clients/" + id + "/kistam-queries", reader).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + id + "/kistam-queries", writeOnly).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients/" + id + "/kistam-queries").status()).isEqualTo(401);
	}

	/** The answer's event arrives, and no second one follows. */
	private void assertEventsOnce(String clientId) {
		List<JsonNode> bodies = receiver.awaitRequests(1)
			.stream()
			.map(request -> JSON.readTree(request.body()))
			.toList();
		assertThat(bodies.getFirst().get("type").asString()).isEqualTo("ClientKistamQueryResultReceived");
		assertThat(bodies.getFirst().get("additionalData").get(0).get("value").asString()).isEqualTo(clientId);
		assertThat(bodies.getFirst().get("dataUrl").asString()).endsWith("/api/v3/clients/" + clientId);
		answers.answerDue();
		sleep(Duration.ofSeconds(1));
		assertThat(receiver.received()).hasSize(1);
	}



	private List<JsonNode> queries(String id) {
		Http.Response response = http.get("/api/v3/clients/" + id + "/kistam-queries", reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().valueStream().toList();
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
