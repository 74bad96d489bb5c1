package dev.kontor.bankaccounts;

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
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/** Bank accounts over HTTP with real tokens: every rule of the bank account table, the list, the life cycle. */
class BankAccountApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String GERMAN_IBAN = "DE89370400440532013000";

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private String token;

	private String owner;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write",
				"bankaccounts.read", "bankaccounts.write"), "clients.write bankaccounts.read bankaccounts.write");
		owner = newClient(token, "owner");
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void createsAnAccountAndReadsItInFullWithItsOwners() {
		String second = newClient(token, "joint");
		Map<String, Object> body = germanAccount();
		body.put("clientIds", List.of(owner, second));

		Http.Response created = http.postJson("/api/v3/bank-accounts", token, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		JsonNode account = created.json();
		assertThat(account.get("status").asString()).isEqualTo("Initial");
		assertThat(account.get("iban").asString()).isEqualTo(GERMAN_IBAN);
		assertThat(account.has("alias")).as("alias is request only").isFalse();
		assertThat(account.get("clientIds").valueStream().map(JsonNode::asString)).containsExactlyInAnyOrder(owner,
				second);
		JsonNode full = http.get("/api/v3/bank-accounts/" + account.get("id").asString(), token).json();
		assertThat(full.get("accountHolderName").asString()).isEqualTo("Erika Mustermann");
		assertThat(full.get("clientList").valueStream().map(client -> client.get("id").asString()))
			.containsExactlyInAnyOrder(owner, second);
	}

	@Test
	void accountOfACountryWithoutIbanNeedsSortCodeAndAccountNumber() {
		Map<String, Object> body = germanAccount();
		body.putAll(Map.of("alpha3CountryCode", "USA", "currencyCode", "USD", "bic", "CHASUS33"));
		body.remove("iban");

		assertThat(errors(body)).containsKeys("sortCode", "accountNumber");
		body.putAll(Map.of("sortCode", "021000021", "accountNumber", "123456789"));
		assertThat(http.postJson("/api/v3/bank-accounts", token, body).status()).isEqualTo(200);
	}

	static Stream<Arguments> badFields() {
		return Stream.of(Arguments.of("alias", "a".repeat(71)), Arguments.of("accountHolderName", ""),
				Arguments.of("accountHolderName", "h".repeat(71)), Arguments.of("bankName", ""),
				Arguments.of("bankName", "b".repeat(141)), Arguments.of("sortCode", "s".repeat(36)),
				Arguments.of("accountNumber", "1".repeat(36)), Arguments.of("iban", "DE89370400440532013000123456789012"),
				Arguments.of("iban", null), Arguments.of("iban", "DE89370400440532013001"),
				Arguments.of("iban", "FR1420041010050500013M02606"), Arguments.of("iban", "DE8937040044053201300"),
				Arguments.of("iban", "de89370400440532013000"), Arguments.of("alpha3CountryCode", "DE"),
				Arguments.of("alpha3CountryCode", "XXX"), Arguments.of("alpha3CountryCode", "DEUT"),
				Arguments.of("currencyCode", "EU"), Arguments.of("currencyCode", "ABC"),
				Arguments.of("currencyCode", null), Arguments.of("bic", "DEUTDEF"), Arguments.of("bic", "DEUTDEFF5"),
				Arguments.of("bic", "DEUTDEFF50"), Arguments.of("bic", "DEUTDEFF5000"), Arguments.of("bic", "DEU1DEFF"),
				Arguments.of("bic", "DEUTXXFF"), Arguments.of("bic", "DEUTDE0F"), Arguments.of("bic", "DEUTDE1F"),
				Arguments.of("bic", "DEUTDEF0"), Arguments.of("bic", "DEUTDEFO"), Arguments.of("bic", "deutdeff"),
				Arguments.of("bic", "DEUTDEFF50_"), Arguments.of("bic", null), Arguments.of("clientIds", List.of()),
				Arguments.of("clientIds", List.of("not-a-uuid")), Arguments.of("clientIds", null));
	}

	@ParameterizedTest
	@MethodSource("badFields")
	void badFieldAnswers400NamingIt(String field, Object value) {
		Map<String, Object> body = germanAccount();
		body.put(field, value);

		assertThat(errors(body)).containsKey(field.equals("clientIds") && value instanceof List<?> list
				&& !list.isEmpty() ? "clientIds[0]" : field);
	}

	@ParameterizedTest
	@ValueSource(strings = { "DEUTDEFF", "DEUTDEFFXXX", "DEUTDEF1", "COBADEFF500" })
	void wellFormedBicsIncludingPassiveParticipantsAreAccepted(String bic) {
		Map<String, Object> body = germanAccount();
		body.put("bic", bic);

		assertThat(http.postJson("/api/v3/bank-accounts", token, body).status()).isEqualTo(200);
	}

	@Test
	void fieldsAtTheirLimitsAreAccepted() {
		Map<String, Object> body = germanAccount();
		body.putAll(Map.of("alias", "a".repeat(70), "accountHolderName", "h".repeat(70), "bankName", "b".repeat(140),
				"sortCode", "s".repeat(35), "accountNumber", "1".repeat(35)));

		assertThat(http.postJson("/api/v3/bank-accounts", token, body).status()).isEqualTo(200);
	}

	@Test
	void ownersMustBeClientRecordsOfTheTenant() {
		UUID otherTenant = platform.newTenant();
		String otherToken = platform.clientCredentialsToken(platform.newServerClient(otherTenant, "clients.write"),
				"clients.write");
		Map<String, Object> body = germanAccount();

		body.put("clientIds", List.of(owner, newClient(otherToken, "stranger")));
		Http.Response response = http.postJson("/api/v3/bank-accounts", token, body);
		assertThat(response.status()).isEqualTo(422);
		assertThat(response.json().get("errors").has("clientIds")).isTrue();
	}

	@Test
	void aClientsDefaultBankAccountIsOneItOwns() {
		String account = create(germanAccount());
		String stranger = newClient(token, "stranger");
		Map<String, Object> details = new HashMap<>(Map.of("clientKey", "owner", "clientType", "Retail", "name",
				"Erika", "surname", "Mustermann", "defaultBankAccountId", account));

		Http.Response updated = http.putJson("/api/v3/clients/" + owner, token, details);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		assertThat(updated.json().get("defaultBankAccountId").asString()).isEqualTo(account);

		details.put("clientKey", "stranger");
		Http.Response notOwned = http.putJson("/api/v3/clients/" + stranger, token, details);
		assertThat(notOwned.status()).isEqualTo(422);
		assertThat(notOwned.json().get("errors").has("defaultBankAccountId")).isTrue();
		details.put("clientKey", "newcomer");
		assertThat(http.postJson("/api/v3/clients", token, details).status()).as("a new client owns nothing yet")
			.isEqualTo(422);
	}

	@Test
	void anotherTenantsAccountDoesNotExistForTheCaller() {
		String id = create(germanAccount());
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "bankaccounts.read", "bankaccounts.write"),
				"bankaccounts.read bankaccounts.write");

		assertThat(http.get("/api/v3/bank-accounts/" + id, other).status()).isEqualTo(404);
		assertThat(http.putJson("/api/v3/bank-accounts/" + id + "/status", other, Map.of("status", "Active"))
			.status()).isEqualTo(404);
		assertThat(http.get("/api/v3/bank-accounts?accountId=" + id, other).json().get("totalRecordCount").asLong())
			.isZero();
		assertThat(http.get("/api/v3/bank-accounts/not-a-uuid", token).status()).isEqualTo(400);
	}

	@Test
	void statusFollowsTheLifeCycleAndIllegalMovesAnswer409() {
		String id = create(germanAccount());

		assertThat(status(id, "Active", null).status()).isEqualTo(200);
		assertThat(status(id, "Initial", null).status()).isEqualTo(409);
		JsonNode closing = status(id, "InClosure", "client moved abroad").json();
		assertThat(closing.get("closeOrDeleteReason").asString()).isEqualTo("client moved abroad");
		assertThat(status(id, "Closed", "client moved abroad").status()).isEqualTo(200);
		assertThat(status(id, "Active", null).status()).as("closed for good").isEqualTo(409);
		assertThat(status(id, "Closed", null).status()).as("the status it has").isEqualTo(200);
		assertThat(status(id, "Open", null).status()).isEqualTo(400);
		assertThat(status(id, "Closed", "r".repeat(513)).json().get("errors").has("closeOrDeleteReason")).isTrue();
	}

	@Test
	void listNeedsANarrowingFilterAndAnswersThePagedShape() {
		Instant before = Instant.now();
		String first = create(germanAccount());
		Map<String, Object> american = germanAccount();
		american.putAll(Map.of("alpha3CountryCode", "USA", "currencyCode", "USD", "bic", "CHASUS33", "sortCode",
				"021000021", "accountNumber", "987654321", "accountHolderName", "Max Mustermann"));
		american.remove("iban");
		String second = create(american);
		status(second, "Active", null);

		Http.Response unnarrowed = http.get("/api/v3/bank-accounts?clientId=" + owner, token);
		assertThat(unnarrowed.status()).isEqualTo(400);
		assertThat(unnarrowed.json().get("errors").has("accountId")).isTrue();

		assertThat(ids("iban=" + GERMAN_IBAN)).containsExactly(first);
		assertThat(ids("accountNumber=987654321")).containsExactly(second);
		assertThat(ids("accountId=" + first)).containsExactly(first);
		assertThat(ids("dateTimeStart=" + before)).containsExactly(first, second);
		assertThat(ids("dateTimeEnd=" + before)).isEmpty();
		assertThat(ids("dateTimeStart=" + before + "&accountStatuses=Active,Suspended")).containsExactly(second);
		assertThat(ids("dateTimeStart=" + before + "&accountHolderName=max")).containsExactly(second);
		assertThat(ids("dateTimeStart=" + before + "&clientId=" + owner)).containsExactly(first, second);
		assertThat(ids("dateTimeStart=" + before + "&clientId=" + UUID.randomUUID())).isEmpty();

		JsonNode page = http.get("/api/v3/bank-accounts?dateTimeStart=" + before + "&recordsPerPage=1&pageNumber=2",
				token).json();
		assertThat(page.propertyNames()).containsExactly("pageNumber", "recordsPerPage", "totalRecordCount",
				"isLastPage", "data");
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(2);
		assertThat(page.get("isLastPage").asBoolean()).isTrue();
		assertThat(page.get("data").get(0).get("id").asString()).isEqualTo(second);
	}

	@ParameterizedTest
	@ValueSource(strings = { "accountStatuses=Open&iban=x", "accountId=nope", "dateTimeStart=today",
			"pageNumber=0&iban=x", "recordsPerPage=0&iban=x", "clientId=nope&iban=x", "createdUserId=nope&iban=x",
			"dateTimeStart=2026-11-02T00:00:00Z&dateTimeEnd=2026-11-01T00:00:00Z" })
	void badListParametersAnswer400NamingThem(String query) {
		Http.Response response = http.get("/api/v3/bank-accounts?" + query, token);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").size()).as(response.toString()).isPositive();
	}

	@Test
	void readingAndWritingNeedTheirScopes() {
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "bankaccounts.read"),
				"bankaccounts.read");
		assertThat(http.postJson("/api/v3/bank-accounts", readOnly, germanAccount()).status()).isEqualTo(403);
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "bankaccounts.write"),
				"bankaccounts.write");
		assertThat(http.get("/api/v3/bank-accounts?iban=" + GERMAN_IBAN, writeOnly).status()).isEqualTo(403);
	}

	@Test
	void creationAndStatusChangesAreSentAsWebhookEvents() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", tenantId,
				"url", receiver.url(), "eventTypes", List.of("BONewBankAccountCreate", "BOBankAccountStateUpdate")))
			.status()).isEqualTo(201);

		String id = create(germanAccount());
		status(id, "Active", null);

		List<JsonNode> bodies = receiver.awaitRequests(2).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(bodies).extracting(body -> body.get("type").asString())
			.containsExactlyInAnyOrder("BONewBankAccountCreate", "BOBankAccountStateUpdate");
		assertThat(bodies).allSatisfy(body -> assertThat(body.get("dataUrl").asString())
			.endsWith("/api/v3/bank-accounts/" + id));
	}

	private Map<String, Object> germanAccount() {
		return new HashMap<>(Map.of("alias", "Girokonto", "clientIds", List.of(owner), "accountHolderName",
				"Erika Mustermann", "bankName", "Commerzbank", "bic", "COBADEFFXXX", "alpha3CountryCode", "DEU",
				"currencyCode", "EUR", "iban", GERMAN_IBAN));
	}

	private String create(Map<String, Object> body) {
		Http.Response response = http.postJson("/api/v3/bank-accounts", token, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("id").asString();
	}

	private Http.Response status(String id, String status, String reason) {
		Map<String, Object> body = new HashMap<>(Map.of("status", status));
		body.put("closeOrDeleteReason", reason);
		return http.putJson("/api/v3/bank-accounts/" + id + "/status", token, body);
	}

	private Map<String, JsonNode> errors(Map<String, Object> body) {
		Http.Response response = http.postJson("/api/v3/bank-accounts", token, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		Map<String, JsonNode> errors = new HashMap<>();
		response.json().get("errors").properties().forEach(entry -> errors.put(entry.getKey(), entry.getValue()));
		return errors;
	}

	private List<String> ids(String query) {
		Http.Response response = http.get("/api/v3/bank-accounts?" + query, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("data").valueStream().map(account -> account.get("id").asString()).toList();
	}

	private String newClient(String writer, String key) {
		Http.Response response = http.postJson("/api/v3/clients", writer, Map.of("clientKey", key, "clientType",
				"Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}
}
