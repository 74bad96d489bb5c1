package dev.kontor.orders;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The webhook events of orders: TradeExecutionReport for every change, TradeOrderCancelReject and
 * TradeOrderModifyReject when the order is no longer open, each with clientId and clientOrderId and a dataUrl that
 * reads the order, delivered to the client's endpoint.
 */
class OrderWebhooksTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final List<String> ORDER_TYPES = List.of("TradeExecutionReport", "TradeOrderCancelReject",
			"TradeOrderModifyReject");

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private OrdersTenant tenant;

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("1000");
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void placingAndCancellingSendExecutionReportsThatPointAtTheOrder() {
		clientEndpoint();
		expect(tenant.place(tenant.order("w-1", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 201);
		cancel("w-1");

		List<JsonNode> events = receiver.awaitRequests(2).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(e -> e.get("type").asString())
			.containsExactly("TradeExecutionReport", "TradeExecutionReport");
		String orderPath = tenant.orders(tenant.clientId) + "/w-1";
		assertThat(events).allSatisfy(event -> {
			assertThat(EventEnvelopes.parameters(event))
				.isEqualTo(Map.of("clientId", tenant.clientId, "clientOrderId", "w-1"));
			assertThat(event.get("dataUrl").asString()).isEqualTo(BASE_URL + orderPath);
		});
		assertThat(http.get(orderPath, tenant.token).status()).isEqualTo(200);
	}

	@Test
	void cancellingOrModifyingAClosedOrderAnswers202AndSendsTheRejects() {
		expect(tenant.place(tenant.order("w-2", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 201);
		cancel("w-2");
		clientEndpoint();

		JsonNode again = expect(cancelResponse("w-2"), 202);
		JsonNode modified = expect(http.putJson(tenant.orders(tenant.clientId) + "/w-2", tenant.token,
				Map.of("quantity", 2)), 202);

		assertThat(again.get("status").asString()).isEqualTo("Cancelled");
		assertThat(modified.get("quantity").decimalValue()).as("unchanged").isEqualByComparingTo("1");
		List<JsonNode> events = receiver.awaitRequests(2).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(e -> e.get("type").asString())
			.containsExactlyInAnyOrder("TradeOrderCancelReject", "TradeOrderModifyReject");
		assertThat(events).allSatisfy(event -> assertThat(EventEnvelopes.parameters(event))
			.isEqualTo(Map.of("clientId", tenant.clientId, "clientOrderId", "w-2")));
		assertThat(types()).containsExactly("TradeExecutionReport", "TradeExecutionReport", "TradeOrderCancelReject",
				"TradeOrderModifyReject");
	}

	@Test
	void aRefusedOrIdempotentPlaceSendsNothing() {
		tenant.place(tenant.order("big", "Buy", "Limit", "Day", "quantity", "100", "limitPrice", "100"));
		expect(tenant.place(tenant.order("w-3", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 201);
		expect(tenant.place(tenant.order("w-3", "Buy", "Limit", "Day", "quantity", "1", "limitPrice", "10")), 200);

		assertThat(types()).containsExactly("TradeExecutionReport");
	}

	private void cancel(String clientOrderId) {
		expect(cancelResponse(clientOrderId), 202);
	}

	private Http.Response cancelResponse(String clientOrderId) {
		return http.send(http.request(tenant.orders(tenant.clientId) + "/" + clientOrderId)
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE());
	}

	private void clientEndpoint() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", tenant.tenantId, "clientId", tenant.clientId, "url", receiver.url(), "eventTypes",
						ORDER_TYPES))
			.status()).isEqualTo(201);
	}

	/** The order events of the tenant as accepted, in order: stored in each change's transaction. */
	private List<String> types() {
		return jdbc.sql("SELECT type FROM webhook_events WHERE tenant_id = :tenantId AND type IN (:types) "
				+ "ORDER BY occurred_at, id")
			.param("tenantId", tenant.tenantId)
			.param("types", ORDER_TYPES)
			.query(String.class)
			.list();
	}

}
