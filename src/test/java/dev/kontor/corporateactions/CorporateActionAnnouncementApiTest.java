package dev.kontor.corporateactions;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Corporate action announcements over HTTP with real tokens: announcing, changing and cancelling them as the operator
 * or a reference-data connector, reading them as a tenant, the rules each kind of event meets, and the events the
 * tenants holding the instrument get.
 */
class CorporateActionAnnouncementApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String ADMIN = "/admin/v1/corporate-actions/";

	private static final String API = "/api/v3/corporate-actions";

	private static final LocalDate RECORD_DATE = LocalDate.of(2026, 5, 12);

	@Autowired
	Accounts accounts;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private Holders holders;

	private String isin;

	@BeforeEach
	void tenant() {
		holders = new Holders(http, platform, accounts);
		isin = TestIsins.random();
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void announcesChangesAndAnswersTheActionInTheContractsOrder() {
		String id = uniqueId();
		Http.Response created = put(id, dividend());
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		assertThat(fieldNames(created.json())).containsExactly("corporateActionId", "isinCode", "eventType",
				"mandatoryVoluntary", "status", "exDate", "recordDate", "paymentDate", "electionDeadline",
				"meetingDate", "currencyCode", "grossAmountPerShare", "withholdingTaxRate", "ratioNew", "ratioOld",
				"newIsinCode", "cashInLieuPrice", "options", "description", "source", "createdDate", "updatedDate");
		assertThat(created.json().get("status").asString()).isEqualTo("Announced");
		assertThat(created.json().get("source").asString()).isEqualTo("Api");
		assertThat(created.json().get("grossAmountPerShare").decimalValue()).isEqualByComparingTo("0.5");
		assertThat(created.json().get("withholdingTaxRate").decimalValue()).isEqualByComparingTo("26.375");
		assertThat(created.json().get("recordDate").asString()).isEqualTo("2026-05-12");
		assertThat(read(id)).isEqualTo(created.json());

		Http.Response again = put(id, dividend());
		assertThat(again.status()).isEqualTo(200);
		assertThat(again.json()).isEqualTo(created.json());

		Map<String, Object> changed = dividend();
		changed.put("grossAmountPerShare", 0.55);
		Http.Response change = put(id, changed);
		assertThat(change.status()).isEqualTo(200);
		assertThat(change.json().get("grossAmountPerShare").decimalValue()).isEqualByComparingTo("0.55");
		assertThat(change.json().get("createdDate")).isEqualTo(created.json().get("createdDate"));
		assertThat(read(id)).isEqualTo(change.json());
	}

	@Test
	void aReferenceDataConnectorAnnouncesATenantOnlyReads() {
		String connector = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.admin"), "pricefeed.admin");
		String id = uniqueId();
		assertThat(http.putJson(ADMIN + id, connector, dividend()).status()).isEqualTo(201);

		assertThat(http.putJson(ADMIN + uniqueId(), holders.token, dividend()).status()).isEqualTo(403);
		assertThat(http.putJson(ADMIN + id + "/status", holders.token, Map.of("status", "Cancelled")).status())
			.isEqualTo(403);
		assertThat(http.get(API + "/" + id, connector).status()).isEqualTo(403);
		String withoutScope = platform.clientCredentialsToken(
				platform.newServerClient(holders.tenantId, "clients.read"), "clients.read");
		assertThat(http.get(API + "/" + id, withoutScope).status()).isEqualTo(403);
		assertThat(http.get(API + "/" + id, holders.token).status()).isEqualTo(200);
		assertThat(http.get(API + "/" + uniqueId(), holders.token).status()).isEqualTo(404);
	}

	@Test
	void listsByInstrumentKindStatusAndRecordDates() {
		String dividend = uniqueId();
		String split = uniqueId();
		String otherInstrument = uniqueId();
		put(dividend, dividend());
		put(split, split());
		Map<String, Object> elsewhere = dividend();
		elsewhere.put("isinCode", TestIsins.random());
		put(otherInstrument, elsewhere);

		assertThat(ids(API + "?isinCode=" + isin)).containsExactly(split, dividend);
		assertThat(ids(API + "?isinCode=" + isin + "&eventType=Split")).containsExactly(split);
		assertThat(ids(API + "?isinCode=" + isin + "&dateFrom=2026-05-13")).containsExactly(split);
		assertThat(ids(API + "?isinCode=" + isin + "&dateTo=2026-05-12")).containsExactly(dividend);
		assertThat(ids(API + "?isinCode=" + isin + "&status=Cancelled")).isEmpty();
		JsonNode page = get(API + "?isinCode=" + isin + "&recordsPerPage=1&pageNumber=2");
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(2);
		assertThat(page.get("lastPage").asBoolean()).isTrue();
		assertThat(ids(API + "?isinCode=" + isin + "&recordsPerPage=1&pageNumber=2")).containsExactly(dividend);

		assertThat(http.get(API + "?eventType=Spinoff", holders.token).status()).isEqualTo(400);
		assertThat(http.get(API + "?dateFrom=2026-05-13&dateTo=2026-05-12", holders.token).status()).isEqualTo(400);
		assertThat(http.get(API + "?recordsPerPage=0", holders.token).status()).isEqualTo(400);
	}

	@Test
	void cancelsOnceAndRefusesChangesAfterwards() {
		String id = uniqueId();
		put(id, dividend());
		Http.Response cancelled = http.putJson(ADMIN + id + "/status", platform.adminToken(),
				Map.of("status", "Cancelled"));
		assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);
		assertThat(cancelled.json().get("status").asString()).isEqualTo("Cancelled");
		assertThat(http.putJson(ADMIN + id + "/status", platform.adminToken(), Map.of("status", "Cancelled"))
			.status()).isEqualTo(200);

		Http.Response change = put(id, dividend());
		assertThat(change.status()).as(change.toString()).isEqualTo(409);
		assertThat(http.putJson(ADMIN + id + "/status", platform.adminToken(), Map.of("status", "Processed"))
			.status()).isEqualTo(400);
		assertThat(http.putJson(ADMIN + uniqueId() + "/status", platform.adminToken(), Map.of("status", "Cancelled"))
			.status()).isEqualTo(404);
		assertThat(ids(API + "?isinCode=" + isin + "&status=Cancelled")).containsExactly(id);
	}

	@Test
	void refusesWhatTheKindOfEventDoesNotAllowNamingEachField() {
		assertInvalid(ADMIN + "x".repeat(37), dividend(), "corporateActionId");
		assertInvalid(ADMIN + "bad%20id", dividend(), "corporateActionId");
		assertInvalid(without(dividend(), "recordDate", "paymentDate"), "recordDate", "paymentDate");
		assertInvalid(without(dividend(), "grossAmountPerShare", "currencyCode"), "grossAmountPerShare",
				"currencyCode");
		assertInvalid(with(dividend(), "isinCode", TestIsins.withWrongCheckDigit(isin)), "isinCode");
		assertInvalid(with(dividend(), "withholdingTaxRate", 100.5), "withholdingTaxRate");
		assertInvalid(with(dividend(), "withholdingTaxRate", -1), "withholdingTaxRate");
		assertInvalid(with(dividend(), "grossAmountPerShare", 0), "grossAmountPerShare");
		assertInvalid(with(dividend(), "grossAmountPerShare", 0.1234567), "grossAmountPerShare");
		assertInvalid(with(dividend(), "currencyCode", "EURO"), "currencyCode");
		assertInvalid(with(dividend(), "paymentDate", "2026-05-11"), "paymentDate");
		assertInvalid(with(dividend(), "exDate", "2026-05-13"), "recordDate");
		assertInvalid(with(dividend(), "corporateActionId", "another"), "corporateActionId");
		assertInvalid(with(dividend(), "description", "d".repeat(1001)), "description");
		assertInvalid(with(dividend(), "options", List.of(option(1, "Cash", true))), "options");
		assertInvalid(without(split(), "ratioNew"), "ratioNew");
		assertInvalid(with(split(), "ratioOld", 2), "cashInLieuPrice", "currencyCode");
		assertInvalid(with(merger(), "newIsinCode", isin), "newIsinCode");
		assertInvalid(without(merger(), "newIsinCode"), "newIsinCode");
		assertInvalid(without(tenderOffer(), "electionDeadline"), "electionDeadline");
		assertInvalid(with(tenderOffer(), "electionDeadline", "2026-06-02"), "paymentDate");
		assertInvalid(with(tenderOffer(), "options", List.of()), "options");
		assertInvalid(with(tenderOffer(), "options", List.of(option(1, "Cash", true), option(2, "NoAction", true))),
				"options");
		assertInvalid(with(tenderOffer(), "options", List.of(option(1, "Cash", true), option(1, "NoAction", false))),
				"options[1].optionNumber");
		assertInvalid(with(tenderOffer(), "options", List.of(option(0, "Cash", true))), "options[0].optionNumber");
		assertInvalid(with(tenderOffer(), "options", List.of(option(1, "Coupons", true))), "options[0].optionType");
		Map<String, Object> meeting = new LinkedHashMap<>(Map.of("isinCode", isin, "eventType", "GeneralMeeting",
				"mandatoryVoluntary", "Voluntary", "electionDeadline", "2026-05-20", "options",
				List.of(option(1, "NoAction", true))));
		assertInvalid(meeting, "meetingDate");
		assertInvalid(with(dividend(), "eventType", "Coupon"), "eventType");
		assertInvalid(without(dividend(), "mandatoryVoluntary"), "mandatoryVoluntary");
	}

	@Test
	void tellsTheTenantsHoldingTheInstrumentAndNoOther() {
		Holders others = new Holders(http, platform, accounts);
		holders.holder(isin, "33", RECORD_DATE.minusDays(3));
		others.holder(TestIsins.random(), "5", RECORD_DATE.minusDays(3));
		endpoint(holders);
		String othersEndpoint = endpoint(others);

		String dividend = uniqueId();
		String tender = uniqueId();
		put(dividend, dividend());
		put(tender, tenderOffer());

		List<JsonNode> events = receiver.awaitRequests(3).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(event -> event.get("type").asString() + " " + parameters(event)
			.get("corporateActionId"))
			.containsExactlyInAnyOrder("CorporateActionMetadata " + dividend, "CorporateActionMetadata " + tender,
					"CorporateActionWithChoiceNotif " + tender);
		assertThat(events).extracting(event -> event.get("dataUrl").asString())
			.contains(BASE_URL + API + "/" + dividend, BASE_URL + API + "/" + tender);
		// deliveries are written with the event, in the announcement's transaction
		Http.Response othersDeliveries = http.get("/admin/v1/webhook-deliveries?endpointId=" + othersEndpoint,
				platform.adminToken());
		assertThat(othersDeliveries.status()).isEqualTo(200);
		assertThat(othersDeliveries.json().size()).as(othersDeliveries.toString()).isZero();
	}

	private String endpoint(Holders tenant) {
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", tenant.tenantId, "url", receiver.url(), "eventTypes",
						List.of("CorporateActionMetadata", "CorporateActionWithChoiceNotif")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		return endpoint.json().get("id").asString();
	}

	private Map<String, Object> dividend() {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", "CashDividend");
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", "2026-05-11");
		body.put("recordDate", RECORD_DATE.toString());
		body.put("paymentDate", "2026-05-14");
		body.put("currencyCode", "EUR");
		body.put("grossAmountPerShare", 0.5);
		body.put("withholdingTaxRate", 26.375);
		body.put("description", "Dividend for the financial year 2025");
		return body;
	}

	private Map<String, Object> split() {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", "Split");
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", "2026-06-01");
		body.put("recordDate", "2026-06-02");
		body.put("paymentDate", "2026-06-03");
		body.put("ratioNew", 2);
		body.put("ratioOld", 1);
		return body;
	}

	private Map<String, Object> merger() {
		Map<String, Object> body = split();
		body.put("eventType", "Merger");
		body.put("newIsinCode", TestIsins.random());
		return body;
	}

	private Map<String, Object> tenderOffer() {
		Map<String, Object> body = dividend();
		body.put("eventType", "TenderOffer");
		body.put("mandatoryVoluntary", "Voluntary");
		body.put("electionDeadline", "2026-05-13");
		body.put("grossAmountPerShare", 42.1);
		body.remove("withholdingTaxRate");
		body.put("options", List.of(option(1, "Cash", false), option(2, "NoAction", true)));
		return body;
	}

	private static Map<String, Object> option(int number, String type, boolean isDefault) {
		return Map.of("optionNumber", number, "optionType", type, "isDefault", isDefault);
	}

	private static Map<String, Object> with(Map<String, Object> body, String field, Object value) {
		body.put(field, value);
		return body;
	}

	private static Map<String, Object> without(Map<String, Object> body, String... fields) {
		for (String field : fields) {
			body.remove(field);
		}
		return body;
	}

	private void assertInvalid(Map<String, Object> body, String... fields) {
		assertInvalid(ADMIN + uniqueId(), body, fields);
	}

	private void assertInvalid(String path, Map<String, Object> body, String... fields) {
		Http.Response response = http.putJson(path, platform.adminToken(), body);
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(fieldNames(response.json().get("errors"))).as(response.toString()).contains(fields);
	}

	private Http.Response put(String id, Map<String, Object> body) {
		return http.putJson(ADMIN + id, platform.adminToken(), body);
	}

	private JsonNode read(String id) {
		return get(API + "/" + id);
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private List<String> ids(String path) {
		return get(path).get("data").valueStream().map(node -> node.get("corporateActionId").asString()).toList();
	}

	private static List<String> fieldNames(JsonNode node) {
		return node.propertyNames().stream().toList();
	}

	private static Map<String, String> parameters(JsonNode envelope) {
		Map<String, String> parameters = new HashMap<>();
		envelope.get("additionalData")
			.forEach(pair -> parameters.put(pair.get("key").asString(), pair.get("value").asString()));
		return parameters;
	}

	private static String uniqueId() {
		return "CA-" + java.util.UUID.randomUUID().toString().substring(0, 18);
	}
}
