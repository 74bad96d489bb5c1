package dev.kontor.orders;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On the ex date of a corporate action that changes the number of shares, the open orders in the instrument are
 * cancelled (contract section 10): rejectReason CorporateAction, their reservations released, once; a dividend leaves
 * them open.
 */
class OrderCorporateActionCancellationTest extends HttpTest {

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	@Autowired
	Accounts accounts;

	private OrdersTenant tenant;

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, platform, accounts);
	}

	@Test
	void aSplitsExDateCancelsTheOpenOrdersInTheInstrumentOnce() {
		tenant.fund("10000");
		tenant.hold(tenant.isin, "30");
		expect(tenant.place(tenant.order("buy-1", "Buy", "Limit", "GoodTillCancelled", "quantity", "10",
				"limitPrice", "50")), 201);
		expect(tenant.place(tenant.order("sell-1", "Sell", "Limit", "GoodTillCancelled", "quantity", "12",
				"limitPrice", "150")), 201);
		assertThat(tenant.reservedQuantity(tenant.isin)).isEqualByComparingTo("12");

		announce("Dividend", dividend());
		process();
		assertThat(status("buy-1")).isEqualTo("New");

		announce("Split", split());
		process();

		for (String clientOrderId : new String[] { "buy-1", "sell-1" }) {
			JsonNode order = order(clientOrderId);
			assertThat(order.get("status").asString()).isEqualTo("Cancelled");
			assertThat(order.get("rejectReason").asString()).isEqualTo("CorporateAction");
		}
		assertThat(tenant.reservedQuantity(tenant.isin)).isZero();
		assertThat(tenant.reservedCash()).isZero();
		String updated = order("buy-1").get("updatedDate").asString();

		process();
		assertThat(order("buy-1").get("updatedDate").asString()).isEqualTo(updated);
		JsonNode later = expect(tenant.place(tenant.order("buy-2", "Buy", "Limit", "GoodTillCancelled", "quantity",
				"10", "limitPrice", "50")), 201);
		process();
		assertThat(status("buy-2")).as("an order placed after the ex date stays").isEqualTo("New");
		assertThat(later.get("status").asString()).isEqualTo("New");
	}

	private Map<String, Object> split() {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", tenant.isin);
		body.put("eventType", "Split");
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", TODAY.toString());
		body.put("recordDate", TODAY.plusDays(1).toString());
		body.put("paymentDate", TODAY.plusDays(2).toString());
		body.put("ratioNew", 2);
		body.put("ratioOld", 1);
		return body;
	}

	private Map<String, Object> dividend() {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", tenant.isin);
		body.put("eventType", "CashDividend");
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", TODAY.toString());
		body.put("recordDate", TODAY.plusDays(1).toString());
		body.put("paymentDate", TODAY.plusDays(2).toString());
		body.put("currencyCode", "EUR");
		body.put("grossAmountPerShare", 1);
		return body;
	}

	private void announce(String name, Map<String, Object> body) {
		String id = name + "-" + UUID.randomUUID().toString().substring(0, 12);
		expect(http.putJson("/admin/v1/corporate-actions/" + id, platform.adminToken(), body), 201);
	}

	private void process() {
		Http.Response run = http.post("/admin/v1/corporate-actions/processing", platform.adminToken());
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
	}

	private JsonNode order(String clientOrderId) {
		return expect(http.get(tenant.orders(tenant.clientId) + "/" + clientOrderId, tenant.token), 200);
	}

	private String status(String clientOrderId) {
		return order(clientOrderId).get("status").asString();
	}
}
