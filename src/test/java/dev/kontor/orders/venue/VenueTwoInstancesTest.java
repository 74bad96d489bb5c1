package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.TestDatabaseProfiles;

import static dev.kontor.orders.venue.VenueMarket.decimal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Two application instances on one PostgreSQL database, both running the simulated venue over the same resting
 * orders and seeing the same quotes (each through its own quote events and sweep): a quote's volume fills each order
 * once, and no order is filled twice or beyond its quantity.
 */
class VenueTwoInstancesTest extends HttpTest {

	private static final int ORDERS = 10;

	@Autowired
	Environment environment;

	@Autowired
	Accounts accounts;

	private ConfigurableApplicationContext secondInstance;

	@BeforeEach
	void startSecondInstance() {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two instances share one PostgreSQL database");
		secondInstance = InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.orders.index-reload-interval=1s");
	}

	@AfterEach
	void stop() {
		if (secondInstance != null) {
			secondInstance.close();
		}
	}

	@Test
	void twoVenuesOnOneDatabaseFillEveryOrderOncePerQuote() {
		VenueMarket market = new VenueMarket(http, platform, accounts);
		market.fund("20000");
		market.quote("99", "100");
		List<String> ids = IntStream.range(0, ORDERS).mapToObj(i -> "two-" + i).toList();
		ids.forEach(id -> market.place(id, "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "95"));
		Http second = new Http(InstanceInThisJvm.baseUrl(secondInstance));
		// the second instance reads the first one's orders at its next reload (every second here)
		VenueMarket.pause(2500);
		assertThat(secondInstance.getBean(SimulatedVenue.class).resting()).as("the second venue works them too")
			.isGreaterThanOrEqualTo(ORDERS);

		VenueMarket.expect(second.postJson(VenueMarket.PRICEFEED + "/quotes/ingest", market.feed,
				List.of(quote(market.isin, "94", "95", "3"))), 200);
		ids.forEach(id -> market.awaitOrder(id, order -> decimal(order, "filledQuantity").signum() > 0));
		VenueMarket.pause(3000);
		for (String id : ids) {
			JsonNode order = market.order(id);
			assertThat(decimal(order, "filledQuantity")).as(id + " took the quote's volume once")
				.isEqualByComparingTo("3");
			assertThat(order.get("executions")).hasSize(1);
		}

		market.quote("93", "94");
		ids.forEach(id -> market.awaitStatus(id, "Filled"));
		VenueMarket.pause(3000);

		BigDecimal spent = BigDecimal.ZERO;
		for (String id : ids) {
			JsonNode order = market.order(id);
			assertThat(order.get("executions")).as(id).hasSize(2);
			assertThat(decimal(order, "filledQuantity")).isEqualByComparingTo("10");
			// 3 x 95 + 7 x 94 and one fee of 943 executed, the minimum 2.00 (charged with the first fill)
			spent = spent.add(new BigDecimal("285").add(new BigDecimal("658")).add(new BigDecimal("2")));
		}
		JsonNode account = market.internalAccount();
		assertThat(decimal(account, "balance")).isEqualByComparingTo(new BigDecimal("20000").subtract(spent));
		assertThat(decimal(account, "reservedAmount")).isEqualByComparingTo("0");
		assertThat(decimal(market.position(), "quantity")).isEqualByComparingTo(BigDecimal.valueOf(10L * ORDERS));
	}

	private static Map<String, Object> quote(String isin, String bid, String ask, String askVolume) {
		return Map.of("isinCode", isin, "provider", "ProviderA", "dateTime", Instant.now().toString(), "status",
				"Open", "bid", new BigDecimal(bid), "ask", new BigDecimal(ask), "askVolume",
				new BigDecimal(askVolume));
	}
}
