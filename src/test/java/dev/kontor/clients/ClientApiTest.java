package dev.kontor.clients;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/** Client records over HTTP with real tokens: life cycle, list filters, every rule crossed, tenant isolation. */
class ClientApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private String writer;

	private String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		String scopes = "clients.read clients.write";
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				scopes);
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"), "clients.read");
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void createsReadsAndUpdatesAClientRecordWithEveryField() {
		Map<String, Object> body = fullClient("key-1");

		Http.Response created = http.postJson("/api/v3/clients", writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		JsonNode client = created.json();
		body.forEach((field, value) -> assertThat(client.get(field).asString()).as(field).isEqualTo(value.toString()));
		assertThat(client.get("status").asString()).isEqualTo("Initial");
		assertThat(client.get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(client.get("createdUserId").asString()).isEqualTo(client.get("updatedUserId").asString());
		assertThat(client.get("deletedDate").isNull()).isTrue();
		String id = client.get("id").asString();
		assertThat(http.get("/api/v3/clients/" + id, reader).json()).isEqualTo(client);

		body.put("email", "new@example.com");
		Http.Response updated = http.putJson("/api/v3/clients/" + id, writer, body);
		assertThat(updated.status()).isEqualTo(200);
		assertThat(http.get("/api/v3/clients/" + id, reader).json().get("email").asString())
			.isEqualTo("new@example.com");
	}

	@Test
	void answersTheFieldsInTheOrderOfDocument3() {
		JsonNode client = http.postJson("/api/v3/clients", writer, fullClient("key-order")).json();

		assertThat(client.properties().stream().map(Map.Entry::getKey).toList()).containsExactly("id", "tenantId",
				"status", "clientKey", "clientType", "name", "surname", "email", "birthName", "title", "salutation",
				"gender", "countryOfOrigin", "nationality", "placeOfBirth", "dateOfBirth", "establishedDate",
				"maritalStatus", "partnerTo", "clientSubType", "riskClass", "identityNumberType", "clientLEI",
				"identityNumber", "liableToTax", "federalState", "defaultBankAccountId", "defaultInternalAccountId",
				"defaultDepositAccountId", "hasIdentityUser", "language", "communicationWithPostAllowed",
				"communicationWithEmailAllowed", "communicationWithPhoneAllowed", "contractualPartnerCode",
				"occupationGroup", "residencyCountry", "sectorCode", "accountUsageType", "createdDate", "updatedDate",
				"deletedDate", "createdUserId", "updatedUserId", "deletedUserId", "address", "taxIdentificationNumber",
				"churchTaxAttribute", "churchTaxQueriedDate");
	}

	@Test
	void statusFollowsTheLifeCycleAndIllegalMovesAnswer409() {
		String id = create("key-1");

		assertThat(status(id, "Onboarded").status()).isEqualTo(200);
		assertThat(status(id, "Onboarded").status()).as("the status it has").isEqualTo(200);
		Http.Response back = status(id, "Initial");
		assertThat(back.status()).isEqualTo(409);
		assertThat(back.json().get("detail").asString()).contains("Onboarded", "Initial");
		assertThat(status(id, "Suspended").status()).isEqualTo(200);
		JsonNode deleted = status(id, "Deleted").json();
		assertThat(deleted.get("deletedDate").isNull()).isFalse();
		assertThat(deleted.get("deletedUserId").isNull()).isFalse();
		assertThat(status(id, "Onboarded").status()).isEqualTo(409);
		assertThat(http.putJson("/api/v3/clients/" + id, writer, minimalClient("key-1")).status()).isEqualTo(409);
		assertThat(status(id, "Closed").status()).as("no such status").isEqualTo(400);
	}

	@Test
	void clientKeyIsUniquePerTenant() {
		create("shared-key");

		Http.Response second = http.postJson("/api/v3/clients", writer, minimalClient("shared-key"));
		assertThat(second.status()).isEqualTo(422);
		assertThat(second.json().get("errors").has("clientKey")).isTrue();

		UUID otherTenant = platform.newTenant();
		String otherWriter = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "clients.write"), "clients.write");
		assertThat(http.postJson("/api/v3/clients", otherWriter, minimalClient("shared-key")).status()).isEqualTo(201);
	}

	@Test
	void anotherTenantsRecordsDoNotExistForTheCaller() {
		String id = create("key-1");
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "clients.read", "clients.write"), "clients.read clients.write");

		assertThat(http.get("/api/v3/clients/" + id, other).status()).isEqualTo(404);
		assertThat(http.putJson("/api/v3/clients/" + id, other, minimalClient("key-1")).status()).isEqualTo(404);
		assertThat(http.putJson("/api/v3/clients/" + id + "/status", other, Map.of("status", "Onboarded")).status())
			.isEqualTo(404);
		assertThat(http.get("/api/v3/clients?tenantId=" + tenantId, other).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients", other).json().get("totalRecordCount").asLong()).isZero();
		Http.Response malformed = http.get("/api/v3/clients/not-a-uuid", reader);
		assertThat(malformed.status()).isEqualTo(400);
		assertThat(malformed.json().get("errors").has("id")).isTrue();
	}

	@Test
	void readingNeedsClientsReadAndWritingClientsWrite() {
		assertThat(http.postJson("/api/v3/clients", reader, minimalClient("key-1")).status()).isEqualTo(403);
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");
		assertThat(http.get("/api/v3/clients", writeOnly).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/clients").status()).isEqualTo(401);
	}

	@Test
	void listFiltersByEveryParameterAndPages() {
		Instant before = Instant.now();
		Map<String, Object> anna = minimalClient("k-anna");
		anna.putAll(Map.of("name", "Anna", "surname", "Berg", "email", "Anna@Example.com", "nationality", "AUT",
				"contractualPartnerCode", "P1"));
		String annaId = http.postJson("/api/v3/clients", writer, anna).json().get("id").asString();
		Map<String, Object> firm = minimalClient("k-firm");
		firm.putAll(Map.of("clientType", "Business", "name", "Annex GmbH", "residencyCountry", "DEU"));
		firm.remove("surname");
		String firmId = http.postJson("/api/v3/clients", writer, firm).json().get("id").asString();
		String other = create("k-other");
		status(other, "Onboarded");

		assertThat(ids("clientType=Business")).containsExactly(firmId);
		assertThat(ids("status=Onboarded")).containsExactly(other);
		assertThat(ids("name=ann")).containsExactlyInAnyOrder(annaId, firmId);
		assertThat(ids("surname=BER")).containsExactly(annaId);
		assertThat(ids("email=anna@example.com")).containsExactly(annaId);
		assertThat(ids("alpha3CountryCode=AUT")).containsExactly(annaId);
		assertThat(ids("alpha3CountryCode=DEU")).containsExactly(firmId);
		assertThat(ids("contractualPartnerCode=P1")).containsExactly(annaId);
		assertThat(ids("clientKey=k-firm")).containsExactly(firmId);
		assertThat(ids("dateTimeBegin=" + before)).hasSize(3);
		assertThat(ids("dateTimeEnd=" + before)).isEmpty();
		assertThat(ids("name=%25")).as("a % is a character, not a wildcard").isEmpty();

		JsonNode page = http.get("/api/v3/clients?recordsPerPage=2&pageNumber=2", reader).json();
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(page.get("pageNumber").asInt()).isEqualTo(2);
		assertThat(page.get("isLastPage").asBoolean()).isTrue();
		assertThat(page.get("data").size()).isEqualTo(1);
		assertThat(http.get("/api/v3/clients?recordsPerPage=2", reader).json().get("isLastPage").asBoolean()).isFalse();
	}

	static Stream<Arguments> badListParameters() {
		return Stream.of(Arguments.of("pageNumber=0", "pageNumber"), Arguments.of("recordsPerPage=0", "recordsPerPage"),
				Arguments.of("pageNumber=2147483648", "pageNumber"), Arguments.of("clientType=Person", "clientType"),
				Arguments.of("status=Closed", "status"), Arguments.of("alpha3CountryCode=XXX", "alpha3CountryCode"),
				Arguments.of("alpha3CountryCode=DE", "alpha3CountryCode"), Arguments.of("dateTimeBegin=yesterday", "dateTimeBegin"),
				Arguments.of("dateTimeBegin=2026-11-02T00:00:00Z&dateTimeEnd=2026-11-01T00:00:00Z", "dateTimeEnd"),
				Arguments.of("tenantId=not-a-uuid", "tenantId"));
	}

	@ParameterizedTest
	@MethodSource("badListParameters")
	void badListParametersAnswer400NamingThem(String query, String field) {
		Http.Response response = http.get("/api/v3/clients?" + query, reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	static Stream<Arguments> badFields() {
		return Stream.of(Arguments.of("clientKey", ""), Arguments.of("clientKey", "k".repeat(101)),
				Arguments.of("clientType", "Person"), Arguments.of("name", ""), Arguments.of("name", "n".repeat(101)),
				Arguments.of("surname", "s".repeat(101)), Arguments.of("surname", null),
				Arguments.of("email", "not-an-address"), Arguments.of("email", emailOfLength(257)),
				Arguments.of("birthName", "b".repeat(101)), Arguments.of("title", "t".repeat(51)),
				Arguments.of("salutation", "s".repeat(51)), Arguments.of("gender", "g".repeat(51)),
				Arguments.of("countryOfOrigin", "DE"), Arguments.of("nationality", "XXX"),
				Arguments.of("placeOfBirth", "Berlin"), Arguments.of("residencyCountry", "deu"),
				Arguments.of("dateOfBirth", "1990-02-30"), Arguments.of("dateOfBirth", "2999-01-01"),
				Arguments.of("dateOfBirth", "1799-12-31"), Arguments.of("establishedDate", "20200101"),
				Arguments.of("maritalStatus", "m".repeat(51)), Arguments.of("partnerTo", "not-a-uuid"),
				Arguments.of("clientSubType", "c".repeat(51)), Arguments.of("riskClass", "r".repeat(51)),
				Arguments.of("identityNumberType", "i".repeat(51)), Arguments.of("clientLEI", "HWUPKR0MPOU8FGXBT395"),
				Arguments.of("clientLEI", "HWUPKR0MPOU8FGXBT39"), Arguments.of("identityNumber", "i".repeat(51)),
				Arguments.of("liableToTax", "maybe"), Arguments.of("federalState", "Bavaria"),
				Arguments.of("federalState", "XX-BY"), Arguments.of("defaultBankAccountId", "123"),
				Arguments.of("language", "de-DE"), Arguments.of("language", "xx_DE"), Arguments.of("language", "de_XX"),
				Arguments.of("contractualPartnerCode", "p".repeat(51)), Arguments.of("occupationGroup", "Astronaut"),
				Arguments.of("sectorCode", "s".repeat(51)), Arguments.of("accountUsageType", "Trading"));
	}

	@ParameterizedTest
	@MethodSource("badFields")
	void badFieldAnswers400NamingIt(String field, Object value) {
		Map<String, Object> body = minimalClient("key-1");
		body.put(field, value);

		Http.Response response = http.postJson("/api/v3/clients", writer, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	@Test
	void fieldsAtTheirLimitsAreAccepted() {
		Map<String, Object> body = minimalClient("k".repeat(100));
		body.putAll(Map.of("name", "n".repeat(100), "surname", "s".repeat(100), "title", "t".repeat(50),
				"dateOfBirth", "1800-01-01", "email", emailOfLength(256)));

		assertThat(http.postJson("/api/v3/clients", writer, body).status()).isEqualTo(201);
	}

	@Test
	void partnerMustBeAnotherClientOfTheTenant() {
		String partner = create("partner");
		Map<String, Object> body = minimalClient("key-2");

		body.put("partnerTo", UUID.randomUUID());
		assertThat(http.postJson("/api/v3/clients", writer, body).status()).isEqualTo(422);
		body.put("partnerTo", partner);
		String id = http.postJson("/api/v3/clients", writer, body).json().get("id").asString();
		body.put("partnerTo", id);
		assertThat(http.putJson("/api/v3/clients/" + id, writer, body).status()).as("its own partner").isEqualTo(422);
	}

	@Test
	void changesAreSentAsWebhookEvents() {
		String admin = platform.adminToken();
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin, Map.of("tenantId", tenantId, "url",
				receiver.url(), "eventTypes", List.of("BONewClientCreate", "ClientUpdate", "BOClientStateUpdate")))
			.status()).isEqualTo(201);

		String id = create("key-1");
		http.putJson("/api/v3/clients/" + id, writer, minimalClient("key-1"));
		status(id, "Onboarded");

		List<JsonNode> bodies = receiver.awaitRequests(3).stream().map(request -> JSON.readTree(request.body())).toList();
		assertThat(bodies).extracting(body -> body.get("type").asString())
			.containsExactlyInAnyOrder("BONewClientCreate", "ClientUpdate", "BOClientStateUpdate");
		assertThat(bodies).allSatisfy(body -> {
			assertThat(body.get("additionalData").get(0).get("value").asString()).isEqualTo(id);
			assertThat(body.get("dataUrl").asString()).endsWith("/api/v3/clients/" + id);
		});
	}

	private String create(String clientKey) {
		Http.Response response = http.postJson("/api/v3/clients", writer, minimalClient(clientKey));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	private Http.Response status(String id, String status) {
		return http.putJson("/api/v3/clients/" + id + "/status", writer, Map.of("status", status));
	}

	private List<String> ids(String query) {
		Http.Response response = http.get("/api/v3/clients?" + query, reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("data").valueStream().map(client -> client.get("id").asString()).toList();
	}

	/** A well-formed address: a 64-character local part and labels of at most 63 characters. */
	private static String emailOfLength(int length) {
		String domainStart = "d".repeat(63) + "." + "d".repeat(63) + ".";
		return "l".repeat(64) + "@" + domainStart + "d".repeat(length - 64 - 1 - domainStart.length() - 3) + ".de";
	}

	private static Map<String, Object> minimalClient(String clientKey) {
		return new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name", "Erika", "surname",
				"Mustermann"));
	}

	private static Map<String, Object> fullClient(String clientKey) {
		Map<String, Object> body = minimalClient(clientKey);
		body.putAll(Map.ofEntries(Map.entry("email", "erika@example.com"), Map.entry("birthName", "Gabler"),
				Map.entry("title", "Dr."), Map.entry("salutation", "Frau"), Map.entry("gender", "female"),
				Map.entry("countryOfOrigin", "DEU"), Map.entry("nationality", "DEU"), Map.entry("placeOfBirth", "AUT"),
				Map.entry("dateOfBirth", "1964-08-12"), Map.entry("maritalStatus", "married"),
				Map.entry("clientSubType", "private"), Map.entry("riskClass", "3"),
				Map.entry("identityNumberType", "Passport"), Map.entry("clientLEI", "529900T8BM49AURSDO55"),
				Map.entry("identityNumber", "C01X00T47"), Map.entry("liableToTax", true),
				Map.entry("federalState", "DE-BY"),
				Map.entry("hasIdentityUser", true), Map.entry("language", "de_DE"),
				Map.entry("communicationWithEmailAllowed", true), Map.entry("contractualPartnerCode", "P-7"),
				Map.entry("occupationGroup", "Pensioner"), Map.entry("residencyCountry", "DEU"),
				Map.entry("sectorCode", "K64"), Map.entry("accountUsageType", "Brokerage")));
		return body;
	}
}
