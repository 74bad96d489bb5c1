package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.shared.Conflict;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Placing, reading, cancelling and modifying orders over HTTP with real tokens: every order type and time in force
 * is accepted, a buy reserves its value plus the fee on the internal account and a sell its quantity of the position,
 * a cancellation releases, a modification re-reserves, and the clientOrderId makes a place idempotent. The default
 * fee is 1 + 0.1 % of the value, at least 2; the stock is quoted at bid 99 / ask 100, the buffer is 5 %.
 */
class OrderApiTest extends HttpTest {

	@Autowired
	Accounts accounts;

	private OrdersTenant tenant;

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("10000");
	}

	static Stream<Arguments> everyTypeAndTimeInForce() {
		// value of 10 at the reserving price, fee, then what is reserved
		return Stream.of("Day", "GoodTillCancelled", "ImmediateOrCancel", "FillOrKill")
			.flatMap(tif -> Stream.of(
					Arguments.of("Market", tif, new Object[] {}, "1052.05"),
					Arguments.of("Limit", tif, new Object[] { "limitPrice", "50" }, "502"),
					Arguments.of("Stop", tif, new Object[] { "stopPrice", "120" }, "1262.26"),
					Arguments.of("StopLimit", tif, new Object[] { "stopPrice", "120", "limitPrice", "121" },
							"1212.21")));
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("everyTypeAndTimeInForce")
	void placesEveryTypeAndTimeInForceAndReservesValuePlusFee(String type, String timeInForce, Object[] prices,
			String reserved) {
		Object[] figures = Stream.concat(Stream.of("quantity", "10"), Stream.of(prices)).toArray();
		Http.Response placed = tenant.place(tenant.order("o-1", "Buy", type, timeInForce, figures));

		JsonNode order = expect(placed, 201);
		assertThat(order.get("status").asString()).isEqualTo("New");
		assertThat(order.get("orderType").asString()).isEqualTo(type);
		assertThat(order.get("timeInForce").asString()).isEqualTo(timeInForce);
		assertThat(order.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(order.get("clientOrderId").asString()).isEqualTo("o-1");
		assertThat(order.get("tenantId").asString()).isEqualTo(tenant.tenantId.toString());
		assertThat(order.get("internalAccountId").asString()).isEqualTo(tenant.internalAccountId);
		assertThat(order.get("depositAccountId").asString()).isEqualTo(tenant.depositAccountId);
		assertThat(order.get("currencyCode").asString()).isEqualTo("EUR");
		assertThat(order.get("filledQuantity").decimalValue()).isZero();
		assertThat(order.get("remainingQuantity").decimalValue()).isEqualByComparingTo("10");
		assertThat(order.get("reservedAmount").decimalValue()).isEqualByComparingTo(reserved);
		assertThat(order.get("executions").isEmpty()).isTrue();
		assertThat(tenant.order("o-1").get("id").asString()).isEqualTo(order.get("id").asString());
		if (timeInForce.equals("ImmediateOrCancel") || timeInForce.equals("FillOrKill")) {
			// the venue decides an immediate order at once: the instrument's market has no calendar, so it is closed,
			// and the order is cancelled with its reservation released
			assertThat(awaitStatus("o-1", "Cancelled").get("filledQuantity").decimalValue()).isZero();
			assertThat(tenant.reservedCash()).isZero();
		}
		else {
			assertThat(tenant.reservedCash()).isEqualByComparingTo(reserved);
		}
	}

	private JsonNode awaitStatus(String clientOrderId, String status) {
		Instant deadline = Instant.now().plusSeconds(10);
		JsonNode order = tenant.order(clientOrderId);
		while (!order.get("status").asString().equals(status)) {
			assertThat(Instant.now()).as("%s never %s: %s", clientOrderId, status, order).isBefore(deadline);
			Thread.onSpinWait();
			order = tenant.order(clientOrderId);
		}
		return order;
	}

	@Test
	void aMoneyOrderReservesItsAmountPlusFee() {
		tenant.support(tenant.isin, Map.of("moneyOrdersAllowed", true, "fractionalOrdersAllowed", true));

		JsonNode order = expect(tenant.place(tenant.order("money", "Buy", "Market", "Day", "amount", "500")), 201);

		assertThat(order.get("amount").decimalValue()).isEqualByComparingTo("500");
		assertThat(order.has("quantity") && !order.get("quantity").isNull()).isFalse();
		assertThat(order.get("remainingQuantity").isNull()).isTrue();
		assertThat(order.get("reservedAmount").decimalValue()).isEqualByComparingTo("502");
		assertThat(tenant.reservedCash()).isEqualByComparingTo("502");
		assertThat(order.properties().stream().map(Map.Entry::getKey).toList()).as("the contract's order")
			.containsExactly("id", "tenantId", "clientId", "clientOrderId", "isinCode", "provider", "side", "orderType",
					"quantity", "amount", "limitPrice", "stopPrice", "timeInForce", "internalAccountId",
					"depositAccountId", "currencyCode", "status", "rejectReason", "filledQuantity", "remainingQuantity",
					"averagePrice", "reservedAmount", "reservedQuantity", "createdDate", "updatedDate", "executions");
	}

	@Test
	void aSellReservesTheQuantityOfThePosition() {
		tenant.hold(tenant.isin, "30");

		JsonNode order = expect(tenant.place(tenant.order("s-1", "Sell", "Limit", "GoodTillCancelled", "quantity",
				"12", "limitPrice", "101")), 201);

		assertThat(order.get("reservedQuantity").decimalValue()).isEqualByComparingTo("12");
		assertThat(order.get("reservedAmount").decimalValue()).isZero();
		assertThat(tenant.reservedQuantity(tenant.isin)).isEqualByComparingTo("12");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void theSameClientOrderIdAndBodyAnswersTheSameOrderAndAnotherBody409() {
		Map<String, Object> body = tenant.order("again", "Buy", "Limit", "Day", "quantity", "10", "limitPrice", "50");
		JsonNode first = expect(tenant.place(body), 201);

		JsonNode repeated = expect(tenant.place(tenant.order("again", "Buy", "Limit", "Day", "quantity", "10.00",
				"limitPrice", "50.0")), 200);
		Http.Response other = tenant.place(tenant.order("again", "Buy", "Limit", "Day", "quantity", "11",
				"limitPrice", "50"));

		assertThat(repeated.get("id").asString()).isEqualTo(first.get("id").asString());
		assertThat(other.status()).as(other.toString()).isEqualTo(409);
		assertThat(tenant.reservedCash()).as("reserved once").isEqualByComparingTo("502");
	}

	@Test
	void aRepeatAnswersTheEarlierOrderEvenWhenThatOrderHoldsTheCashANewOneWouldNeed() {
		Map<String, Object> body = tenant.order("most", "Buy", "Limit", "GoodTillCancelled", "quantity", "150",
				"limitPrice", "60");
		JsonNode first = expect(tenant.place(body), 201);

		JsonNode repeated = expect(tenant.place(body), 200);
		Http.Response otherBody = tenant.place(tenant.order("most", "Buy", "Limit", "GoodTillCancelled", "quantity",
				"151", "limitPrice", "60"));
		Http.Response newOrder = tenant.place(tenant.order("more", "Buy", "Limit", "GoodTillCancelled", "quantity",
				"150", "limitPrice", "60"));

		assertThat(repeated.get("id").asString()).isEqualTo(first.get("id").asString());
		assertThat(otherBody.status()).as(otherBody.toString()).isEqualTo(409);
		assertThat(newOrder.status()).as(newOrder.toString()).isEqualTo(422);
		assertThat(tenant.reservedCash()).as("value 9,000 and fee 10, once").isEqualByComparingTo("9010");
	}

	@Test
	void aCancellationReleasesTheReservationAndTheOrderLeavesTheOpenList() {
		tenant.hold(tenant.isin, "5");
		expect(tenant.place(tenant.order("buy", "Buy", "Limit", "Day", "quantity", "10", "limitPrice", "50")), 201);
		expect(tenant.place(tenant.order("sell", "Sell", "Market", "Day", "quantity", "5")), 201);

		JsonNode cancelled = expect(http.send(http.request(tenant.orders(tenant.clientId) + "/buy")
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE()), 202);
		expect(http.send(http.request(tenant.orders(tenant.clientId) + "/sell")
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE()), 202);

		assertThat(cancelled.get("status").asString()).isEqualTo("Cancelled");
		assertThat(cancelled.get("reservedAmount").decimalValue()).isZero();
		assertThat(tenant.reservedCash()).isZero();
		assertThat(tenant.reservedQuantity(tenant.isin)).isZero();
		assertThat(expect(http.get(tenant.orders(tenant.clientId), tenant.token), 200).get("data").isEmpty()).isTrue();
	}

	@Test
	void aModificationReReservesForTheNewFiguresOrChangesNothing() {
		expect(tenant.place(tenant.order("m", "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice",
				"50")), 201);

		JsonNode modified = expect(http.putJson(tenant.orders(tenant.clientId) + "/m", tenant.token,
				Map.of("quantity", 20, "limitPrice", 60)), 202);
		Http.Response tooMuch = http.putJson(tenant.orders(tenant.clientId) + "/m", tenant.token,
				Map.of("quantity", 1000));

		assertThat(modified.get("quantity").decimalValue()).isEqualByComparingTo("20");
		assertThat(modified.get("limitPrice").decimalValue()).isEqualByComparingTo("60");
		assertThat(modified.get("reservedAmount").decimalValue()).as("1200 + 1 + 1.2").isEqualByComparingTo("1202.2");
		assertThat(tooMuch.status()).as(tooMuch.toString()).isEqualTo(422);
		assertThat(tooMuch.json().get("errors").has("amount")).isTrue();
		assertThat(tenant.reservedCash()).as("the old reservation kept").isEqualByComparingTo("1202.2");
		assertThat(tenant.order("m").get("quantity").decimalValue()).isEqualByComparingTo("20");
	}

	@Test
	void aModificationOnlyTakesTheFiguresOfTheOrdersType() {
		expect(tenant.place(tenant.order("mk", "Buy", "Market", "Day", "quantity", "1")), 201);

		Http.Response limit = http.putJson(tenant.orders(tenant.clientId) + "/mk", tenant.token,
				Map.of("limitPrice", 60));
		Http.Response nothing = http.putJson(tenant.orders(tenant.clientId) + "/mk", tenant.token, Map.of());

		assertThat(limit.status()).isEqualTo(400);
		assertThat(limit.json().get("errors").has("limitPrice")).isTrue();
		assertThat(nothing.status()).isEqualTo(400);
	}

	@Test
	void theOpenListAndTheHistoryArePagedAndFiltered() {
		for (int i = 1; i <= 3; i++) {
			expect(tenant.place(tenant.order("h-" + i, "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")),
					201);
		}
		expect(http.send(http.request(tenant.orders(tenant.clientId) + "/h-1")
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE()), 202);
		String orders = tenant.orders(tenant.clientId);

		JsonNode open = expect(http.get(orders + "?pageNumber=1&recordsPerPage=1", tenant.token), 200);
		JsonNode all = expect(http.get(orders + "/history?pageNumber=1&recordsPerPage=10", tenant.token), 200);
		JsonNode cancelled = expect(http.get(orders + "/history?status=Cancelled", tenant.token), 200);
		JsonNode today = expect(http.get(orders + "/history?dateFrom=" + java.time.LocalDate.now(java.time.ZoneOffset.UTC)
				+ "&dateTo=" + java.time.LocalDate.now(java.time.ZoneOffset.UTC) + "&isinCode=" + tenant.isin,
				tenant.token), 200);
		JsonNode yesterday = expect(http.get(orders + "/history?dateTo="
				+ java.time.LocalDate.now(java.time.ZoneOffset.UTC).minusDays(1), tenant.token), 200);

		assertThat(open.get("totalRecordCount").asLong()).isEqualTo(2);
		assertThat(open.get("recordsPerPage").asInt()).isEqualTo(1);
		assertThat(open.get("lastPage").asBoolean()).isFalse();
		assertThat(ids(open)).containsExactly("h-3");
		assertThat(ids(all)).containsExactly("h-3", "h-2", "h-1");
		assertThat(all.get("lastPage").asBoolean()).isTrue();
		assertThat(ids(cancelled)).containsExactly("h-1");
		assertThat(today.get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(yesterday.get("data").isEmpty()).isTrue();
	}

	@Test
	void pagingAndFilterLimitsAreChecked() {
		String orders = tenant.orders(tenant.clientId);

		assertProblem(http.get(orders + "?recordsPerPage=0", tenant.token), 400, "recordsPerPage");
		assertProblem(http.get(orders + "?pageNumber=0", tenant.token), 400, "pageNumber");
		assertProblem(http.get(orders + "/history?recordsPerPage=0", tenant.token), 400, "recordsPerPage");
		assertProblem(http.get(orders + "/history?isinCode=XS123", tenant.token), 400, "isinCode");
		assertProblem(http.get(orders + "/history?dateFrom=2026-11-02&dateTo=2026-11-01", tenant.token), 400,
				"dateTo");
		assertThat(http.get(orders + "/history?status=Open", tenant.token).status()).isEqualTo(400);
		JsonNode most = expect(http.get(orders + "?pageNumber=2147483647&recordsPerPage=2147483647", tenant.token),
				200);
		assertThat(most.get("recordsPerPage").asInt()).isEqualTo(1000);
	}

	@Test
	void theFeeOfATenantSetByTheOperatorDecidesTheReservation() {
		Http.Response set = http.putJson("/admin/v1/tenants/" + tenant.tenantId + "/order-fees", platform.adminToken(),
				Map.of("fixedAmount", 5, "percent", 1, "minimum", 0));
		Http.Response notOperator = http.putJson("/admin/v1/tenants/" + tenant.tenantId + "/order-fees", tenant.token,
				Map.of("fixedAmount", 0, "percent", 0, "minimum", 0));
		Http.Response negative = http.putJson("/admin/v1/tenants/" + tenant.tenantId + "/order-fees",
				platform.adminToken(), Map.of("fixedAmount", -1, "percent", 0, "minimum", 0));

		JsonNode order = expect(tenant.place(tenant.order("fee", "Buy", "Limit", "Day", "quantity", "10",
				"limitPrice", "50")), 201);

		assertThat(expect(set, 200).get("fixedAmount").decimalValue()).isEqualByComparingTo("5");
		assertThat(notOperator.status()).isEqualTo(403);
		assertThat(negative.status()).isEqualTo(400);
		assertThat(order.get("reservedAmount").decimalValue()).as("500 + 5 + 5").isEqualByComparingTo("510");
	}

	@Test
	void aFillShowsInTheOrderAndItsExecutions(@Autowired VenueReports venue) {
		JsonNode placed = expect(tenant.place(tenant.order("f", "Buy", "Limit", "GoodTillCancelled", "quantity", "10",
				"limitPrice", "50")), 201);
		OrderId id = new OrderId(java.util.UUID.fromString(placed.get("id").asString()));

		RecordedExecution fill = venue.filled(id, new Fill(new BigDecimal("4"), new BigDecimal("49.5"), "SIM",
				Instant.now(), java.time.LocalDate.now().plusDays(2), null));

		JsonNode order = tenant.order("f");
		assertThat(order.get("status").asString()).isEqualTo("PartiallyFilled");
		assertThat(order.get("filledQuantity").decimalValue()).isEqualByComparingTo("4");
		assertThat(order.get("remainingQuantity").decimalValue()).isEqualByComparingTo("6");
		assertThat(order.get("averagePrice").decimalValue()).isEqualByComparingTo("49.5");
		assertThat(order.get("executions").get(0).get("executionId").asString())
			.isEqualTo(fill.executionId().toString());
		JsonNode executions = expect(http.get(tenant.orders(tenant.clientId) + "/f/executions", tenant.token), 200);
		assertThat(executions.get(0).get("amount").decimalValue()).isEqualByComparingTo("198");
		assertThat(executions.get(0).get("fee").decimalValue()).as("minimum 2").isEqualByComparingTo("2");
		assertThat(executions.get(0).get("venue").asString()).isEqualTo("SIM");
		assertThat(tenant.reservedCash()).as("the settlement took 198 + 2 from the order's reservation")
			.isEqualByComparingTo(order.get("reservedAmount").decimalValue());
	}

	@Test
	void theVenueFillsAnOrderToTheEndOrClosesItReleasingItsReservation(@Autowired VenueReports venue) {
		OrderId filled = idOf(expect(tenant.place(tenant.order("whole", "Buy", "Limit", "Day", "quantity", "2",
				"limitPrice", "50")), 201));
		OrderId expiring = idOf(expect(tenant.place(tenant.order("exp", "Buy", "Limit", "Day", "quantity", "2",
				"limitPrice", "50")), 201));
		java.time.Instant now = java.time.Instant.now();
		java.time.LocalDate valueDate = java.time.LocalDate.now();

		venue.filled(filled, new Fill(new BigDecimal("1"), new BigDecimal("50"), "SIM", now, valueDate, null));
		RecordedExecution last = venue.filled(filled, new Fill(new BigDecimal("1"), new BigDecimal("48"), "SIM", now,
				valueDate, null));
		venue.closed(expiring, OrderStatus.Expired, "session ended");

		assertThat(last.orderStatus()).isEqualTo(OrderStatus.Filled);
		assertThat(tenant.order("whole").get("averagePrice").decimalValue()).isEqualByComparingTo("49");
		assertThat(tenant.order("whole").get("executions").size()).isEqualTo(2);
		assertThat(tenant.order("exp").get("status").asString()).isEqualTo("Expired");
		assertThat(tenant.reservedCash())
			.as("the expiring order's released, the filled order's 102 taken by its settlement and the rest released")
			.isEqualByComparingTo("0");
		assertThatThrownBy(() -> venue.filled(filled, new Fill(BigDecimal.ONE, BigDecimal.ONE, "SIM", now, valueDate,
				null))).isInstanceOf(Conflict.class);
		assertThatThrownBy(() -> venue.filled(expiring, new Fill(BigDecimal.ONE, BigDecimal.ONE, "SIM", now,
				valueDate, null))).isInstanceOf(Conflict.class);
		assertThat(expect(http.get(tenant.orders(tenant.clientId), tenant.token), 200).get("data").isEmpty()).isTrue();
	}

	@Test
	void aFillOfMoreThanRemainsIsRefused(@Autowired VenueReports venue) {
		OrderId id = idOf(expect(tenant.place(tenant.order("few", "Buy", "Limit", "Day", "quantity", "2",
				"limitPrice", "50")), 201));

		assertThatThrownBy(() -> venue.filled(id, new Fill(new BigDecimal("3"), BigDecimal.ONE, "SIM",
				java.time.Instant.now(), java.time.LocalDate.now(), null))).isInstanceOf(Conflict.class);
		assertThat(tenant.order("few").get("status").asString()).isEqualTo("New");
	}

	@Test
	void aModifiedSellReReservesItsQuantity() {
		tenant.hold(tenant.isin, "10");
		expect(tenant.place(tenant.order("sm", "Sell", "Limit", "Day", "quantity", "4", "limitPrice", "120")), 201);

		expect(http.putJson(tenant.orders(tenant.clientId) + "/sm", tenant.token, Map.of("quantity", 7)), 202);
		Http.Response tooMany = http.putJson(tenant.orders(tenant.clientId) + "/sm", tenant.token,
				Map.of("quantity", 11));

		assertThat(tenant.reservedQuantity(tenant.isin)).isEqualByComparingTo("7");
		assertThat(tooMany.status()).as(tooMany.toString()).isEqualTo(422);
		assertThat(tenant.order("sm").get("reservedQuantity").decimalValue()).isEqualByComparingTo("7");
	}

	@Test
	void aTokenWithoutTheOrderScopesIsRefused() {
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(tenant.tenantId, "orders.read"),
				"orders.read");

		assertThat(http.postJson(tenant.orders(tenant.clientId), readOnly, tenant.order("x", "Buy", "Market", "Day",
				"quantity", "1")).status()).isEqualTo(403);
		assertThat(http.get(tenant.orders(tenant.clientId), readOnly).status()).isEqualTo(200);
		assertThat(http.get(tenant.orders(tenant.clientId)).status()).isEqualTo(401);
	}

	@Test
	void aUserLinkedToAClientRecordActsForThatRecordOnly() {
		String otherRecord = tenant.client();
		String user = platform.userToken(platform.newUserOfClientRecord(tenant.tenantId, tenant.clientId),
				"orders.read", "orders.write");
		String others = tenant.orders(otherRecord);

		expect(http.postJson(tenant.orders(tenant.clientId), user, tenant.order("mine", "Buy", "Limit", "Day",
				"quantity", "1", "limitPrice", "10")), 201);

		assertThat(http.get(tenant.orders(tenant.clientId) + "/mine", user).status()).isEqualTo(200);
		assertThat(http.get(others, user).status()).isEqualTo(403);
		assertThat(http.get(others + "/history", user).status()).isEqualTo(403);
		assertThat(http.get(others + "/mine", user).status()).isEqualTo(403);
		assertThat(http.postJson(others, user, tenant.order("x", "Buy", "Market", "Day", "quantity", "1")).status())
			.isEqualTo(403);
		assertThat(http.putJson(others + "/x", user, Map.of("quantity", 2)).status()).isEqualTo(403);
		assertThat(http.send(http.request(others + "/x").header("Authorization", "Bearer " + user).DELETE())
			.status()).isEqualTo(403);
		assertThat(http.get(others, tenant.token).status()).as("a client-credentials token acts for every record")
			.isEqualTo(200);
	}

	@Test
	void anotherTenantsClientsAndOrdersAreUnknown() {
		expect(tenant.place(tenant.order("mine", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 201);
		OrdersTenant other = new OrdersTenant(http, platform, accounts);
		String foreign = other.orders(tenant.clientId);

		assertThat(http.get(foreign, other.token).status()).isEqualTo(404);
		assertThat(http.get(foreign + "/history", other.token).status()).isEqualTo(404);
		assertThat(http.get(foreign + "/mine", other.token).status()).isEqualTo(404);
		assertThat(http.get(foreign + "/mine/executions", other.token).status()).isEqualTo(404);
		assertThat(http.putJson(foreign + "/mine", other.token, Map.of("quantity", 2)).status()).isEqualTo(404);
		assertThat(http.send(http.request(foreign + "/mine").header("Authorization", "Bearer " + other.token).DELETE())
			.status()).isEqualTo(404);
		assertThat(http.postJson(foreign, other.token, other.order("o", "Buy", "Market", "Day", "quantity", "1"))
			.status()).isEqualTo(404);
		assertThat(http.get(other.orders(other.clientId) + "/mine", other.token).status()).isEqualTo(404);
		assertThat(tenant.order("mine").get("status").asString()).isEqualTo("New");
	}

	private static OrderId idOf(JsonNode order) {
		return new OrderId(java.util.UUID.fromString(order.get("id").asString()));
	}

	private static List<String> ids(JsonNode page) {
		return page.get("data").valueStream().map(order -> order.get("clientOrderId").asString()).toList();
	}

	static void assertProblem(Http.Response response, int status, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("errors").has(property)).as(response.toString()).isTrue();
	}
}
