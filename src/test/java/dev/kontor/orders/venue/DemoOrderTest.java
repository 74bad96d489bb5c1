package dev.kontor.orders.venue;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's demo walk-through: with the {@code demo} profile, a demo client has open orders from the start that
 * stay open while the simulator quotes, and a market order placed with the demo back office's token fills against
 * the quote simulator's quotes at any hour: the demo's instruments trade on the demo market, open around the clock.
 * On its own in-memory H2 database, like the other demo tests.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = "spring.datasource.url=jdbc:h2:mem:kontor-demo-orders;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class DemoOrderTest {

	private static final int PORT = FreePorts.pick();

	private final Http http = new Http("http://localhost:" + PORT);

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
	}

	@Test
	void aDemoClientsMarketOrderFillsAgainstTheSimulatedQuotes() {
		Platform platform = new Platform(http);
		String token = platform.clientCredentialsToken("demo-server", "demo-server-secret",
				"clients.read clients.write accounts.read orders.read orders.write");
		String clientId = VenueMarket.expect(http.get("/api/v3/clients?clientKey=demo-erika-mustermann", token), 200)
			.get("data")
			.get(0)
			.get("id")
			.asString();

		String orders = "/api/client/" + clientId + "/order";
		JsonNode open = VenueMarket.expect(http.get(orders, token), 200);
		assertThat(open.toString()).as("the demo's resting orders").contains("demo-limit-buy", "demo-limit-sell");

		// the demo's client records are Onboarded and name their accounts as defaults
		VenueMarket.expect(http.postJson(orders, token, Map.of("clientOrderId", "demo-buy-1", "isinCode",
				"DE0007164600", "side", "Buy", "orderType", "Market", "quantity", 1, "timeInForce", "Day")), 201);

		Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
		JsonNode order = VenueMarket.expect(http.get(orders + "/demo-buy-1", token), 200);
		while (!order.get("status").asString().equals("Filled")) {
			assertThat(Instant.now()).as("the demo order never filled: %s", order).isBefore(deadline);
			VenueMarket.pause(250);
			order = VenueMarket.expect(http.get(orders + "/demo-buy-1", token), 200);
		}
		assertThat(order.get("executions")).hasSize(1);
		assertThat(order.get("executions").get(0).get("price").decimalValue()).isPositive();

		VenueMarket.pause(2_000);
		assertThat(VenueMarket.expect(http.get(orders, token), 200).toString())
			.as("the demo's limits rest away from the simulated prices, also once quotes come")
			.contains("demo-limit-buy", "demo-limit-sell");
	}

}
