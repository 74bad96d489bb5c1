package dev.kontor.orders;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every check before acceptance over HTTP: a malformed body answers 400 naming the field, a broken rule 422 naming
 * the field and, in its message, the rule; nothing is reserved by a refused order.
 */
class OrderRefusalsTest extends HttpTest {

	@Autowired
	Accounts accounts;

	private OrdersTenant tenant;

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("1000");
	}

	static Stream<Arguments> malformed() {
		return Stream.of(
				Arguments.of(Map.of("clientOrderId", "a".repeat(37)), "clientOrderId"),
				Arguments.of(Map.of("clientOrderId", ""), "clientOrderId"),
				Arguments.of(Map.of("clientOrderId", "with space"), "clientOrderId"),
				Arguments.of(Map.of("clientOrderId", "umlaut-ä"), "clientOrderId"),
				Arguments.of(Map.of("clientOrderId", "a/b"), "clientOrderId"),
				Arguments.of(Map.of("clientOrderId", "history"), "clientOrderId"),
				Arguments.of(Map.of("isinCode", "DE000716460"), "isinCode"),
				Arguments.of(Map.of("isinCode", TestIsins.withWrongCheckDigit("DE0007164600")), "isinCode"),
				Arguments.of(Map.of("amount", 10), "amount"),
				Arguments.of(Map.of("quantity", -1), "quantity"),
				Arguments.of(Map.of("quantity", 0), "quantity"),
				Arguments.of(Map.of("quantity", 0.0000001), "quantity"),
				Arguments.of(Map.of("quantity", 1e14), "quantity"),
				Arguments.of(Map.of("orderType", "Limit"), "limitPrice"),
				Arguments.of(Map.of("orderType", "Stop"), "stopPrice"),
				Arguments.of(Map.of("orderType", "StopLimit", "stopPrice", 10), "limitPrice"),
				Arguments.of(Map.of("limitPrice", 10), "limitPrice"),
				Arguments.of(Map.of("stopPrice", 10), "stopPrice"),
				Arguments.of(Map.of("orderType", "Limit", "limitPrice", -5), "limitPrice"),
				Arguments.of(Map.of("side", "Short"), "side"),
				Arguments.of(Map.of("timeInForce", "Forever"), "timeInForce"),
				Arguments.of(Map.of("provider", "ProviderC"), "provider"));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("malformed")
	void aMalformedOrderAnswers400NamingTheField(Map<String, Object> change, String field) {
		Map<String, Object> body = new HashMap<>(tenant.order("ok", "Buy", "Market", "Day", "quantity", "1"));
		body.putAll(change);

		assertProblem(tenant.place(body), 400, field);
		assertThat(tenant.reservedCash()).isZero();
	}

	/** A figure sent twice could be read one way by a gateway and the other way here: neither is taken. */
	@Test
	void aFigureSentTwiceAnswers400NamingIt() {
		String body = "{\"clientOrderId\":\"twice\",\"isinCode\":\"" + tenant.isin + "\",\"side\":\"Buy\","
				+ "\"orderType\":\"Limit\",\"timeInForce\":\"Day\",\"quantity\":1,\"limitPrice\":1,\"limitPrice\":100}";

		Http.Response refused = http.send(http.request(tenant.orders(tenant.clientId))
			.header("Authorization", "Bearer " + tenant.token)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body)));

		assertProblem(refused, 400, "limitPrice");
		assertThat(refused.json().get("errors").get("limitPrice").get(0).asString()).isEqualTo("is sent more than once");
		assertThat(tenant.reservedCash()).isZero();
		assertThat(http.get(tenant.orders(tenant.clientId) + "/twice", tenant.token).status()).isEqualTo(404);
	}

	@Test
	void clientOrderIdsOf36AllowedCharactersAreAccepted() {
		String longest = "Az09._-".repeat(5) + "x";

		assertThat(longest).hasSize(36);
		expect(tenant.place(tenant.order(longest, "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 201);
		assertThat(tenant.order(longest).get("clientOrderId").asString()).isEqualTo(longest);
	}

	@Test
	void neitherQuantityNorAmountAnswers400() {
		assertProblem(tenant.place(tenant.order("none", "Buy", "Market", "Day")), 400, "quantity");
	}

	@Test
	void theOrderSupportFlagsOfTheTenantAreApplied() {
		tenant.hold(tenant.isin, "10");
		tenant.support(tenant.isin, Map.of("tradeAllowed", false));
		assertRule(tenant.order("t", "Buy", "Market", "Day", "quantity", "1"), "isinCode", "tradeAllowed");

		tenant.support(tenant.isin, Map.of("sellAllowedOnly", true));
		assertRule(tenant.order("so", "Buy", "Market", "Day", "quantity", "1"), "side", "sellAllowedOnly");
		expect(tenant.place(tenant.order("so-sell", "Sell", "Market", "Day", "quantity", "1")), 201);

		tenant.support(tenant.isin, Map.of());
		assertRule(tenant.order("fr", "Buy", "Market", "Day", "quantity", "0.5"), "quantity", "fractionalOrdersAllowed");
		assertRule(tenant.order("mo", "Buy", "Market", "Day", "amount", "100"), "amount", "moneyOrdersAllowed");

		tenant.support(tenant.isin, Map.of("fractionalOrdersAllowed", true, "fractionalOrderMinQuantity", 0.1,
				"fractionalOrderMinAmount", 20, "moneyOrdersAllowed", true));
		assertRule(tenant.order("fq", "Buy", "Limit", "Day", "quantity", "0.05", "limitPrice", "100"), "quantity",
				"fractionalOrderMinQuantity");
		assertRule(tenant.order("fa", "Buy", "Limit", "Day", "quantity", "0.15", "limitPrice", "100"), "quantity",
				"fractionalOrderMinAmount");
		assertRule(tenant.order("ma", "Buy", "Market", "Day", "amount", "10"), "amount", "fractionalOrderMinAmount");
		assertRule(tenant.order("ms", "Sell", "Market", "Day", "amount", "50"), "amount", "buys only");
		expect(tenant.place(tenant.order("fok", "Buy", "Limit", "Day", "quantity", "0.25", "limitPrice", "100")), 201);

		tenant.support(tenant.isin, Map.of("blockOrderMinQuantity", 5, "maxQuantityPerOrderBlock", 8));
		assertRule(tenant.order("bl", "Buy", "Limit", "Day", "quantity", "5", "limitPrice", "1"), "quantity",
				"blockOrdersAllowed");
		tenant.support(tenant.isin, Map.of("blockOrdersAllowed", true, "blockOrderMinQuantity", 5,
				"maxQuantityPerOrderBlock", 8));
		assertRule(tenant.order("bm", "Buy", "Limit", "Day", "quantity", "9", "limitPrice", "1"), "quantity",
				"maxQuantityPerOrderBlock");
		expect(tenant.place(tenant.order("bok", "Buy", "Limit", "Day", "quantity", "6", "limitPrice", "1")), 201);
	}

	@Test
	void anInstrumentThatCannotBeTradedIsRefused() {
		assertRule(with(tenant.order("u", "Buy", "Market", "Day", "quantity", "1"), "isinCode", TestIsins.random()),
				"isinCode", "tradeable");
		String notTradeable = tenant.instrument("EUR", false);
		assertRule(with(tenant.order("n", "Buy", "Market", "Day", "quantity", "1"), "isinCode", notTradeable),
				"isinCode", "tradeable");
		String unquoted = tenant.instrument("EUR", true);
		assertRule(with(tenant.order("q", "Buy", "Market", "Day", "quantity", "1"), "isinCode", unquoted), "isinCode",
				"no quote");
		String dollars = tenant.instrument("USD", true);
		assertRule(with(tenant.order("d", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "1"), "isinCode",
				dollars), "internalAccountId", "currency");
	}

	@Test
	void moreThanTheAvailableCashOrPositionIsRefused() {
		assertRule(tenant.order("cash", "Buy", "Limit", "Day", "quantity", "10", "limitPrice", "99.9"), "amount",
				"available");
		tenant.hold(tenant.isin, "3");
		assertRule(tenant.order("short", "Sell", "Market", "Day", "quantity", "4"), "quantity", "available");
		expect(tenant.place(tenant.order("fits", "Buy", "Limit", "Day", "quantity", "10", "limitPrice", "99.8")), 201);
		assertThat(tenant.availableCash()).as("1000 - 998 - fee 2").isZero();
	}

	@Test
	void aClientThatMayNotTradeIsRefused() {
		tenant.status(tenant.clientId, "Suspended");
		assertRule(tenant.order("s", "Buy", "Market", "Day", "quantity", "1"), "clientId", "Suspended");
		tenant.status(tenant.clientId, "Onboarded");

		Http.Response banned = http.postJson("/api/v3/aml/other-records", tenant.token, Map.of("customerId",
				tenant.clientId, "isActive", true, "isBanned", true, "recordType", "AdverseMedia"));
		assertThat(banned.status()).as(banned.toString()).isEqualTo(200);
		assertRule(tenant.order("b", "Buy", "Market", "Day", "quantity", "1"), "clientId", "banned");
	}

	@Test
	void aParameterRecordThatBansTheClientsCountryRefusesItsOrders() {
		Http.Response parameter = http.postJson("/api/v3/aml/parameters/customer-origin-country", tenant.token,
				Map.of("isActive", true, "riskFactor", 1, "isBanned", true, "countryCode", "DEU", "countryName", "Germany",
						"countryGroup", "EU countries"));
		assertThat(parameter.status()).as(parameter.toString()).isEqualTo(200);
		assertRule(tenant.order("p", "Buy", "Market", "Day", "quantity", "1"), "clientId", "banned");
	}

	@Test
	void aBanFromTomorrowDoesNotRefuseTodaysOrderAndOneEndedYesterdayNeither() {
		Instant now = Instant.now();
		Http.Response later = http.postJson("/api/v3/aml/other-records", tenant.token, Map.of("customerId",
				tenant.clientId, "isActive", true, "isBanned", true, "recordType", "AdverseMedia", "dateStart",
				now.plus(Duration.ofDays(1)).toString()));
		assertThat(later.status()).as(later.toString()).isEqualTo(200);
		expect(tenant.place(tenant.order("t", "Buy", "Market", "Day", "quantity", "1")), 201);

		Http.Response ended = http.postJson("/api/v3/aml/pep-records", tenant.token, Map.of("customerId",
				tenant.clientId, "isActive", true, "isBanned", true, "dateStart",
				now.minus(Duration.ofDays(2)).toString(), "dateEnd", now.minus(Duration.ofDays(1)).toString()));
		assertThat(ended.status()).as(ended.toString()).isEqualTo(200);
		expect(tenant.place(tenant.order("y", "Buy", "Market", "Day", "quantity", "1")), 201);
	}

	@Test
	void accountsThatAreNotActiveOrNotTheClientsAreRefused() {
		String initial = tenant.client();
		assertThat(http.postJson(tenant.orders(initial), tenant.token, tenant.order("i", "Buy", "Market", "Day",
				"quantity", "1")).status()).isEqualTo(422);
		tenant.status(initial, "Onboarded");
		assertRule(initial, tenant.order("nd", "Buy", "Market", "Day", "quantity", "1"), "internalAccountId",
				"default");
		assertRule(initial, with(with(tenant.order("own", "Buy", "Market", "Day", "quantity", "1"),
				"internalAccountId", tenant.internalAccountId), "depositAccountId", tenant.depositAccountId),
				"internalAccountId", "of the client");
		assertRule(with(tenant.order("unknown", "Buy", "Market", "Day", "quantity", "1"), "depositAccountId",
				java.util.UUID.randomUUID().toString()), "depositAccountId", "not a deposit account");

		tenant.accountStatus("internal-accounts", tenant.internalAccountId, "Suspended");
		assertRule(tenant.order("sus", "Buy", "Market", "Day", "quantity", "1"), "internalAccountId", "Active");
	}

	@Test
	void accountsThatAreNoAccountsOfTheirKindOfTheTenantAreRefused() {
		OrdersTenant other = new OrdersTenant(http, platform, accounts);

		assertRule(with(tenant.order("unknown-internal", "Buy", "Market", "Day", "quantity", "1"),
				"internalAccountId", java.util.UUID.randomUUID().toString()), "internalAccountId",
				"not an internal account of the tenant");
		assertRule(with(tenant.order("deposit-as-internal", "Buy", "Market", "Day", "quantity", "1"),
				"internalAccountId", tenant.depositAccountId), "internalAccountId", "not an internal account");
		assertRule(with(tenant.order("internal-as-deposit", "Buy", "Market", "Day", "quantity", "1"),
				"depositAccountId", tenant.internalAccountId), "depositAccountId", "not a deposit account");
		assertRule(with(tenant.order("other-internal", "Buy", "Market", "Day", "quantity", "1"),
				"internalAccountId", other.internalAccountId), "internalAccountId", "not an internal account");
		assertRule(with(tenant.order("other-deposit", "Buy", "Market", "Day", "quantity", "1"),
				"depositAccountId", other.depositAccountId), "depositAccountId", "not a deposit account");
	}

	private void assertRule(Map<String, Object> body, String field, String rule) {
		assertRule(tenant.clientId, body, field, rule);
	}

	private void assertRule(String client, Map<String, Object> body, String field, String rule) {
		Http.Response response = http.postJson(tenant.orders(client), tenant.token, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("errors").get(field).get(0).asString()).as(response.toString()).contains(rule);
		assertThat(http.get(tenant.orders(client) + "/" + body.get("clientOrderId"), tenant.token).status())
			.as("nothing stored").isEqualTo(404);
	}

	private static Map<String, Object> with(Map<String, Object> body, String field, Object value) {
		Map<String, Object> changed = new HashMap<>(body);
		changed.put(field, value);
		return changed;
	}

	private static void assertProblem(Http.Response response, int status, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.json().get("errors").has(property)).as(response.toString()).isTrue();
	}
}
