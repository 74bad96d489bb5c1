package dev.kontor.orders.venue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Kontor and the FIX exchange simulator in separate processes on loopback (contract section 12): this test's
 * application is the FIX initiator ({@code kontor.orders.venue=fix}); the simulator runs from the same classes with
 * {@code --kontor.mode=fix-exchange}, reads its quotes through Kontor's public price feed with a client of its own,
 * and is steered through its control server. Market, limit and stop orders are filled through FIX; a cancellation the
 * venue refuses fires TradeOrderCancelReject and leaves the order open; a modification the venue accepts changes the
 * order's terms. The context is closed after the class, so that its initiator does not go on calling the stopped
 * simulator for the rest of the suite.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.orders.venue=fix", "kontor.orders.fix.host=127.0.0.1",
				"kontor.orders.fix.reconnect-interval=1s" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import(TestInfrastructure.class)
class FixExchangeEndToEndTest {

	private static final int PORT = FreePorts.pick();

	private static final int FIX_PORT = FreePorts.pick();

	private static final String BASE_URL = "http://localhost:" + PORT;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static FixExchangeProcess exchange;

	private final Http http = new Http(BASE_URL);

	private final Platform platform = new Platform(http);

	private final WebhookReceiver receiver = new WebhookReceiver();

	@Autowired
	Accounts accounts;

	private VenueMarket market;

	@DynamicPropertySource
	static void addresses(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
		OwnDatabase.use(registry, "fix_exchange");
		registry.add("kontor.orders.fix.port", () -> FIX_PORT);
	}

	@BeforeEach
	void exchangeAndMarket() throws IOException {
		if (exchange == null) {
			exchange = FixExchangeProcess.start(BASE_URL, FIX_PORT, FreePorts.pick(),
					platform.newServerClient(platform.operatorTenantId(), "pricefeed.read"));
		}
		exchange.awaitLogon(Duration.ofSeconds(90));
		exchange.switches(Map.of("refuseCancels", false, "rejectOrders", false, "duplicateReports", false));
		market = new VenueMarket(http, platform, accounts);
		market.fund("100000");
		market.quote("99", "100");
	}

	@AfterEach
	void receiver() {
		receiver.close();
	}

	@AfterAll
	static void stopExchange() {
		if (exchange != null) {
			exchange.close();
		}
	}

	@Test
	void marketLimitAndStopOrdersAreFilledThroughFix() {
		JsonNode placed = market.place("fix-market", "Buy", "Market", "Day", "quantity", "5");
		market.place("fix-limit", "Buy", "Limit", "GoodTillCancelled", "quantity", "4", "limitPrice", "95");
		market.place("fix-stop", "Buy", "Stop", "GoodTillCancelled", "quantity", "2", "stopPrice", "110");

		assertThat(placed.get("status").asString()).as("sent, not yet acknowledged").isEqualTo("PendingNew");
		JsonNode filled = market.awaitStatus("fix-market", "Filled");
		assertThat(filled.get("executions").get(0).get("price").decimalValue()).as("the ask")
			.isEqualByComparingTo("100");
		market.awaitStatus("fix-limit", "New");
		market.awaitStatus("fix-stop", "New");

		market.quote("94", "95");
		JsonNode limit = market.awaitStatus("fix-limit", "Filled");
		market.quote("109", "110");
		JsonNode stop = market.awaitStatus("fix-stop", "Filled");

		assertThat(limit.get("executions").get(0).get("price").decimalValue()).isEqualByComparingTo("95");
		assertThat(stop.get("executions").get(0).get("price").decimalValue()).isEqualByComparingTo("110");
		assertThat(VenueMarket.decimal(market.position(), "quantity")).as("5 + 4 + 2").isEqualByComparingTo("11");
		assertThat(VenueMarket.decimal(market.internalAccount(), "reservedAmount")).isZero();
		assertThat(exchange.status().get("newOrderSingles").get(placed.get("id").asString()).get("messages").asInt())
			.as("one NewOrderSingle per order")
			.isEqualTo(1);
	}

	@Test
	void aCancellationTheVenueRefusesFiresTheRejectAndTheOrderStaysOpen() {
		clientEndpoint();
		market.place("fix-refused", "Buy", "Limit", "GoodTillCancelled", "quantity", "3", "limitPrice", "80");
		market.awaitStatus("fix-refused", "New");
		exchange.switches(Map.of("refuseCancels", true));

		JsonNode pending = VenueMarket.expect(http.send(http.request(market.orders() + "/fix-refused")
			.header("Authorization", "Bearer " + market.token)
			.DELETE()), 202);

		assertThat(pending.get("status").asString()).isEqualTo("PendingCancel");
		market.awaitStatus("fix-refused", "New");
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(receiver.received())
				.extracting(received -> JSON.readTree(received.body()).get("type").asString())
				.contains("TradeOrderCancelReject"));
		assertThat(VenueMarket.decimal(market.internalAccount(), "reservedAmount")).as("3 x 80 + fee 2")
			.isEqualByComparingTo("242");
	}

	@Test
	void aModificationTheVenueAcceptsChangesTheTerms() {
		market.place("fix-modified", "Buy", "Limit", "GoodTillCancelled", "quantity", "5", "limitPrice", "90");
		market.awaitStatus("fix-modified", "New");

		JsonNode pending = VenueMarket.expect(http.putJson(market.orders() + "/fix-modified", market.token,
				Map.of("quantity", 8, "limitPrice", 91)), 202);

		assertThat(pending.get("status").asString()).isEqualTo("PendingReplace");
		JsonNode replaced = market.awaitOrder("fix-modified", order -> order.get("status").asString().equals("New")
				&& order.get("quantity").decimalValue().intValue() == 8);
		assertThat(replaced.get("limitPrice").decimalValue()).isEqualByComparingTo("91");
		JsonNode atTheExchange = exchange.status().get("openOrders");
		assertThat(atTheExchange.toString()).as("the exchange works the new terms")
			.contains(replaced.get("id").asString());
	}

	private void clientEndpoint() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", market.tenantId, "clientId", market.clientId, "url", receiver.url(), "eventTypes",
						List.of("TradeOrderCancelReject")))
			.status()).isEqualTo(201);
	}
}
