package dev.kontor.corporateactions;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Corporate actions processed over HTTP with real tokens: entitlements fixed from the holdings settled at the end of
 * the record date, a cash dividend booked once on the payment date with its tax, the statement event, tenants kept
 * apart, and announcements, changes and cancellations by MT564.
 */
class CorporateActionProcessingApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String ADMIN = "/admin/v1/corporate-actions";

	private static final String API = "/api/v3/corporate-actions";

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	private static final LocalDate RECORD_DATE = TODAY.minusDays(2);

	@Autowired
	Accounts accounts;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private Holders holders;

	private CorporateActionOperator operator;

	private String isin;

	@BeforeEach
	void tenant() {
		holders = new Holders(http, platform, accounts);
		operator = new CorporateActionOperator(http, platform);
		isin = TestIsins.random();
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void aDividendIsBookedOnceWithItsTaxRoundedHalfEven() {
		String clientId = holders.newClient();
		String cashAccount = holders.activeAccount(clientId, "internal-accounts",
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "33", RECORD_DATE.minusDays(3));
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", holders.tenantId, "url", receiver.url(), "eventTypes",
						List.of("CorporateActionStatement")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		String id = announce(dividend(TODAY));

		assertThat(process()).isGreaterThanOrEqualTo(1);

		JsonNode entitlements = get(API + "/" + id + "/entitlements");
		assertThat(entitlements.get("totalRecordCount").asLong()).isEqualTo(1);
		JsonNode entitlement = entitlements.get("data").get(0);
		assertThat(entitlement.get("status").asString()).isEqualTo("Booked");
		assertThat(entitlement.get("clientId").asString()).isEqualTo(clientId);
		assertThat(entitlement.get("depositAccountId").asString()).isEqualTo(deposit.value().toString());
		assertThat(entitlement.get("quantity").decimalValue()).isEqualByComparingTo("33");
		assertThat(entitlement.get("internalAccountId").asString()).isEqualTo(cashAccount);
		assertThat(entitlement.get("grossAmount").decimalValue()).isEqualByComparingTo("16.50");
		assertThat(entitlement.get("taxAmount").decimalValue()).isEqualByComparingTo("4.35");
		List<JsonNode> transactions = get("/api/v3/internal-accounts/" + cashAccount + "/transactions").get("data")
			.valueStream()
			.toList();
		assertThat(transactions).extracting(t -> t.get("type").asString() + " " + t.get("amount").decimalValue()
			.toPlainString() + " " + t.get("valueDate").asString())
			.containsExactly("CorporateAction 16.5 " + TODAY, "Tax -4.35 " + TODAY);
		assertThat(get("/api/v3/internal-accounts/" + cashAccount).get("balance").decimalValue())
			.isEqualByComparingTo("12.15");
		JsonNode statement = JSON.readTree(receiver.awaitRequests(1).getFirst().body());
		assertThat(statement.get("type").asString()).isEqualTo("CorporateActionStatement");
		assertThat(statement.get("dataUrl").asString())
			.isEqualTo(BASE_URL + API + "/" + id + "/statements/" + clientId);
		assertThat(get(API + "/" + id).get("status").asString()).isEqualTo("Processed");

		process();
		assertThat(get(API + "/" + id + "/entitlements")).isEqualTo(entitlements);
		assertThat(get("/api/v3/internal-accounts/" + cashAccount).get("balance").decimalValue())
			.isEqualByComparingTo("12.15");
		assertThat(http.putJson(ADMIN + "/" + id + "/status", platform.adminToken(), Map.of("status", "Cancelled"))
			.status()).isEqualTo(409);
		assertThat(receiver.received()).hasSize(1);
	}

	@Test
	void aClientRecordThatUnsubscribedGetsNoStatementEventAndTheOthersOfItsBatchDo() {
		DepositAccountId quiet = holders.holder(isin, "10", RECORD_DATE.minusDays(3));
		DepositAccountId told = holders.holder(isin, "20", RECORD_DATE.minusDays(3));
		String quietClient = accounts.depositAccount(new TenantId(holders.tenantId), quiet).clientId().value().toString();
		String toldClient = accounts.depositAccount(new TenantId(holders.tenantId), told).clientId().value().toString();
		for (String clientId : List.of(quietClient, toldClient)) {
			holders.activeAccount(clientId, "internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		}
		String manager = platform.clientCredentialsToken(platform.newServerClient(holders.tenantId,
				"webhooks.manage"), "webhooks.manage");
		assertThat(http.putJson("/api/v3/clients/" + quietClient + "/webhooks/unsubscriptions/CorporateActionStatement",
				manager, "").status()).isEqualTo(200);
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", holders.tenantId, "url", receiver.url(), "eventTypes",
						List.of("CorporateActionStatement")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		String endpointId = endpoint.json().get("id").asString();
		String id = announce(dividend(TODAY));

		process();

		JsonNode statement = JSON.readTree(receiver.awaitRequests(1).getFirst().body());
		assertThat(statement.get("dataUrl").asString()).isEqualTo(BASE_URL + API + "/" + id + "/statements/"
				+ toldClient);
		assertThat(get(API + "/" + id + "/entitlements").get("data").valueStream()
			.map(entitlement -> entitlement.get("status").asString())).containsOnly("Booked");
		assertThat(http.get("/admin/v1/webhook-deliveries?endpointId=" + endpointId, platform.adminToken()).json())
			.as("one delivery, none for the record that unsubscribed").hasSize(1);
	}

	@Test
	void aSplitKeepsThePositionsCostAndPaysTheFractionInCash() {
		String clientId = holders.newClient();
		String cashAccount = holders.activeAccount(clientId, "internal-accounts",
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "33", RECORD_DATE.minusDays(7));
		String split = announce(shares("Split", "3", "2", 6.4, RECORD_DATE.minusDays(4)));

		process();

		JsonNode entitlement = get(API + "/" + split + "/entitlements").get("data").get(0);
		assertThat(entitlement.get("status").asString()).as(entitlement.toString()).isEqualTo("Booked");
		assertThat(entitlement.get("newIsinCode").asString()).isEqualTo(isin);
		assertThat(entitlement.get("newQuantity").decimalValue()).isEqualByComparingTo("49");
		assertThat(entitlement.get("grossAmount").decimalValue()).isEqualByComparingTo("3.20");
		PositionSnapshot position = accounts.position(new TenantId(holders.tenantId), deposit, isin,
				TradeProvider.ProviderA);
		assertThat(position.quantity()).isEqualByComparingTo("49");
		assertThat(position.averagePrice()).as("the cost of 33 at 10 over 49 shares").isEqualByComparingTo("6.734694");
		assertThat(get("/api/v3/internal-accounts/" + cashAccount).get("balance").decimalValue())
			.isEqualByComparingTo("3.20");
		assertThat(get("/api/v3/deposit-accounts/" + deposit.value() + "/transactions").get("data").valueStream()
			.map(movement -> movement.get("type").asString() + " " + movement.get("quantity").decimalValue()
				.toPlainString())).containsExactly("Deposit 33", "CorporateAction 16");
		assertThat(get(API + "/" + split).get("status").asString()).isEqualTo("Processed");

		String reverse = announce(shares("ReverseSplit", "1", "10", 67.35, RECORD_DATE));
		process();
		position = accounts.position(new TenantId(holders.tenantId), deposit, isin, TradeProvider.ProviderA);
		assertThat(position.quantity()).as("49 become 4.9: 4 whole shares").isEqualByComparingTo("4");
		assertThat(position.quantity().multiply(position.averagePrice()))
			.as("the cost stays 330, to the six decimals of the average price").isCloseTo(new BigDecimal("330"),
					org.assertj.core.data.Offset.offset(new BigDecimal("0.00001")));
		JsonNode reversed = get(API + "/" + reverse + "/entitlements").get("data").get(0);
		assertThat(reversed.get("quantity").decimalValue()).isEqualByComparingTo("49");
		assertThat(reversed.get("grossAmount").decimalValue()).as("0.9 of a share at 67.35").isEqualByComparingTo("60.62");
	}

	@Test
	void onlyHoldingsSettledAtTheEndOfTheRecordDateAreEntitled() {
		DepositAccountId early = holders.holder(isin, "10", RECORD_DATE);
		DepositAccountId late = holders.holder(isin, "10", RECORD_DATE.plusDays(1));
		DepositAccountId sold = holders.holder(isin, "10", RECORD_DATE.minusDays(5));
		holders.deliver(sold, isin, "-10", RECORD_DATE.minusDays(1));
		String id = announce(dividend(TODAY.plusDays(3)));

		process();

		List<JsonNode> entitled = get(API + "/" + id + "/entitlements").get("data").valueStream().toList();
		assertThat(entitled).extracting(e -> e.get("depositAccountId").asString())
			.containsExactly(early.value().toString());
		assertThat(entitled.getFirst().get("status").asString()).isEqualTo("Pending");
		assertThat(late).isNotEqualTo(early);
		Map<String, Object> changed = dividend(TODAY.plusDays(3));
		changed.put("grossAmountPerShare", 0.6);
		Http.Response change = http.putJson(ADMIN + "/" + id, platform.adminToken(), changed);
		assertThat(change.status()).as(change.toString()).isEqualTo(409);
		Http.Response cancel = http.putJson(ADMIN + "/" + id + "/status", platform.adminToken(),
				Map.of("status", "Cancelled"));
		assertThat(cancel.status()).as("no booking yet: it may be cancelled").isEqualTo(200);
		process();
		assertThat(get(API + "/" + id + "/entitlements").get("data").get(0).get("status").asString())
			.isEqualTo("Pending");
	}

	@Test
	void anotherTenantsClientsAreNeitherSeenNorPaid() {
		Holders others = new Holders(http, platform, accounts);
		String ours = holders.newClient();
		holders.activeAccount(ours, "internal-accounts", Map.of("clientId", ours, "currencyCode", "EUR"));
		DepositAccountId ourDeposit = new DepositAccountId(
				UUID.fromString(holders.activeAccount(ours, "deposit-accounts", Map.of("clientId", ours))));
		holders.deliver(ourDeposit, isin, "4", RECORD_DATE);
		String theirs = others.newClient();
		others.activeAccount(theirs, "internal-accounts", Map.of("clientId", theirs, "currencyCode", "EUR"));
		DepositAccountId theirDeposit = new DepositAccountId(
				UUID.fromString(others.activeAccount(theirs, "deposit-accounts", Map.of("clientId", theirs))));
		others.deliver(theirDeposit, isin, "6", RECORD_DATE);
		String id = announce(dividend(TODAY));

		process();

		assertThat(get(API + "/" + id + "/entitlements").get("data").valueStream()
			.map(e -> e.get("clientId").asString())).containsExactly(ours);
		assertThat(get(API + "/" + id + "/entitlements?clientId=" + theirs).get("data").size()).isZero();
		Http.Response theirView = http.get(API + "/" + id + "/entitlements", others.token);
		assertThat(theirView.json().get("data").size()).isEqualTo(1);
		JsonNode theirEntitlement = theirView.json().get("data").get(0);
		assertThat(theirEntitlement.get("clientId").asString()).isEqualTo(theirs);
		assertThat(theirEntitlement.get("grossAmount").decimalValue()).isEqualByComparingTo("3");
		String accountsOnly = platform.clientCredentialsToken(
				platform.newServerClient(holders.tenantId, "accounts.read"), "accounts.read");
		assertThat(http.get(API + "/" + id + "/entitlements", accountsOnly).status()).isEqualTo(403);
		assertThat(http.get(API + "/unknown-action/entitlements", holders.token).status()).isEqualTo(404);
	}

	@Test
	void aHolderWithoutACashAccountInTheCurrencyIsNotPaid() {
		DepositAccountId deposit = holders.holder(isin, "8", RECORD_DATE);
		String id = announce(dividend(TODAY));

		process();

		JsonNode entitlement = get(API + "/" + id + "/entitlements").get("data").get(0);
		assertThat(entitlement.get("depositAccountId").asString()).isEqualTo(deposit.value().toString());
		assertThat(entitlement.get("status").asString()).isEqualTo("Failed");
		assertThat(entitlement.get("failure").asString()).contains("no Active internal account in EUR");
		assertThat(entitlement.get("grossAmount").isNull()).isTrue();
		assertThat(get(API + "/" + id).get("status").asString()).isEqualTo("Processed");
	}

	@Test
	void mt564MessagesAnnounceAndCancelAndAMalformedOneSavesNothing() throws IOException {
		String id = "MT-" + UUID.randomUUID().toString().substring(0, 12);
		String message = sample("dvca.fin").replace("DVCA-2026-SAP-01", id).replace("DE0007164600", isin);
		Http.Response ingested = postText(message, platform.adminToken());
		assertThat(ingested.status()).as(ingested.toString()).isEqualTo(202);
		assertThat(ingested.json().get("corporateActionIds").valueStream().map(JsonNode::asString))
			.containsExactly(id);
		JsonNode action = get(API + "/" + id);
		assertThat(action.get("source").asString()).isEqualTo("MT564");
		assertThat(action.get("isinCode").asString()).isEqualTo(isin);
		assertThat(action.get("grossAmountPerShare").decimalValue()).isEqualByComparingTo("2.35");
		assertThat(action.get("withholdingTaxRate").decimalValue()).isEqualByComparingTo("26.375");
		assertThat(action.get("recordDate").asString()).isEqualTo("2026-05-07");

		String other = "MT-" + UUID.randomUUID().toString().substring(0, 12);
		Http.Response malformed = postText(message.replace(id, other).replace("RDTE//20260507", "RDTE//20261399"),
				platform.adminToken());
		assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);
		assertThat(malformed.json().get("errors").has(":98A::RDTE")).as(malformed.toString()).isTrue();
		assertThat(http.get(API + "/" + other, holders.token).status()).isEqualTo(404);

		Http.Response cancelled = postText(message.replace(":23G:NEWM", ":23G:CANC"), platform.adminToken());
		assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(202);
		assertThat(get(API + "/" + id).get("status").asString()).isEqualTo("Cancelled");
		assertThat(postText(message, holders.token).status()).isEqualTo(403);
		assertThat(postText("not a message", platform.adminToken()).status()).isEqualTo(400);
	}

	private Map<String, Object> dividend(LocalDate paymentDate) {
		return CorporateActionOperator.dividend(isin, RECORD_DATE, paymentDate);
	}

	/** An event that changes the number of shares, paid the day after its record date. */
	private Map<String, Object> shares(String eventType, String ratioNew, String ratioOld, double cashInLieuPrice,
			LocalDate recordDate) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", eventType);
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", recordDate.minusDays(1).toString());
		body.put("recordDate", recordDate.toString());
		body.put("paymentDate", recordDate.plusDays(1).toString());
		body.put("currencyCode", "EUR");
		body.put("ratioNew", Integer.parseInt(ratioNew));
		body.put("ratioOld", Integer.parseInt(ratioOld));
		body.put("cashInLieuPrice", cashInLieuPrice);
		return body;
	}

	private String announce(Map<String, Object> body) {
		return operator.announce(body);
	}

	private int process() {
		return operator.process();
	}

	private Http.Response postText(String body, String token) {
		return http.send(http.request(ADMIN + "/mt564")
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "text/plain")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)));
	}

	private static String sample(String name) throws IOException {
		try (var in = CorporateActionProcessingApiTest.class.getResourceAsStream("/corporateactions/mt564/" + name)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}
}
