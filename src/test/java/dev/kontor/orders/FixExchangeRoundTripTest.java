package dev.kontor.orders;

import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.simulators.fixexchange.FixExchange;
import dev.kontor.simulators.fixexchange.RunningExchange;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.orders.OrdersTenant.PRICEFEED;
import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kontor's FIX venue against the FIX exchange simulator that ships with it, both speaking docs/fix.md: the simulator
 * fills at the latest quote of Kontor's own price feed, read through its public API, while the instrument's market
 * is open (a calendar open every day, all day). On a database of its own, as {@link FixVenueTest}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.orders.venue=fix", "kontor.orders.fix.reconnect-interval=1s" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
@DirtiesContext
class FixExchangeRoundTripTest {

	private static final int PORT = FreePorts.pick();

	private static final int FIX_PORT = FreePorts.pick();

	private static final String SCHEMA = System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test")
			+ "_fixexchange";

	private static FixExchange exchange;

	private final Http http = new Http("http://localhost:" + PORT);

	private final Platform platform = new Platform(http);

	@Autowired
	Accounts accounts;

	private OrdersTenant tenant;

	@DynamicPropertySource
	static void addresses(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		registry.add("kontor.orders.fix.port", () -> FIX_PORT);
		if (TestDatabaseProfiles.isPostgres()) {
			registry.add("spring.datasource.url", () -> "jdbc:postgresql://127.0.0.1:5432/test?currentSchema=" + SCHEMA);
			registry.add("spring.flyway.schemas", () -> SCHEMA);
			registry.add("spring.flyway.default-schema", () -> SCHEMA);
		}
		else {
			registry.add("spring.datasource.url",
					() -> "jdbc:h2:mem:fix-exchange-round-trip;DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
		}
	}

	@AfterAll
	static void stopExchange() {
		if (exchange != null) {
			exchange.close();
		}
	}

	@BeforeEach
	void tenantAndExchange() throws Exception {
		tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("10000");
		if (exchange == null) {
			openAllWeek("XETR");
			Platform.Client reader = platform.newServerClient(platform.operatorTenantId(), "pricefeed.read");
			exchange = RunningExchange.start("--kontor.fix-exchange.port=" + FIX_PORT,
					"--kontor.fix-exchange.price-feed-url=http://localhost:" + PORT,
					"--kontor.fix-exchange.client-id=" + reader.clientId(),
					"--kontor.fix-exchange.client-secret=" + reader.clientSecret(),
					"--kontor.fix-exchange.store-dir=" + Files.createTempDirectory("fix-exchange"),
					"--kontor.fix-exchange.poll-interval=200ms");
		}
		awaitConnected();
	}

	@Test
	void aMarketBuyFillsAtTheAskAndSettlesOnce() {
		JsonNode placed = expect(tenant.place(tenant.order("x-1", "Buy", "Market", "Day", "quantity", "10")), 201);
		assertThat(placed.get("status").asString()).isEqualTo("PendingNew");

		JsonNode filled = awaitStatus("x-1", "Filled");

		assertThat(filled.get("averagePrice").decimalValue()).isEqualByComparingTo("100");
		assertThat(filled.get("executions")).hasSize(1);
		assertThat(filled.get("executions").get(0).get("venue").asString()).isEqualTo("FIX EXCHANGE");
		// 1000 and the fee of 2 (1 + 0.1 % of 1000)
		assertThat(tenant.availableCash()).isEqualByComparingTo("8998");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aRestingLimitIsAcknowledgedAndCancelledByTheExchange() {
		expect(tenant.place(tenant.order("x-2", "Buy", "Limit", "GoodTillCancelled", "quantity", "5", "limitPrice",
				"50")), 201);
		awaitStatus("x-2", "New");

		JsonNode pending = expect(http.send(http.request(tenant.orders(tenant.clientId) + "/x-2")
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE()), 202);

		assertThat(pending.get("status").asString()).isEqualTo("PendingCancel");
		awaitStatus("x-2", "Cancelled");
		assertThat(tenant.reservedCash()).isZero();
	}

	private void openAllWeek(String mic) {
		String referenceWriter = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		List<Map<String, Object>> workingDays = new ArrayList<>();
		for (int day = 1; day <= 7; day++) {
			workingDays.add(Map.of("dayOfWeek", day, "timeZone", "UTC", "startHour", 0, "startMinute", 0,
					"startSecond", 0, "endHour", 23, "endMinute", 59, "endSecond", 59));
		}
		expect(http.putJson(PRICEFEED + "/admin/markets/" + mic + "/calendar", referenceWriter,
				Map.of("workingDays", workingDays, "holidays", List.of())), 200);
	}

	private void awaitConnected() {
		Instant deadline = Instant.now().plusSeconds(30);
		while (!expect(http.get("/admin/v1/fix-session", platform.adminToken()), 200).get("state").asString()
			.equals("Connected")) {
			assertThat(Instant.now()).as("Kontor never logged on to the exchange").isBefore(deadline);
			pause();
		}
	}

	private JsonNode awaitStatus(String clientOrderId, String status) {
		Instant deadline = Instant.now().plusSeconds(20);
		JsonNode order = tenant.order(clientOrderId);
		while (!order.get("status").asString().equals(status)) {
			assertThat(Instant.now()).as("%s never %s: %s", clientOrderId, status, order).isBefore(deadline);
			pause();
			order = tenant.order(clientOrderId);
		}
		return order;
	}

	private static void pause() {
		try {
			Thread.sleep(100);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
