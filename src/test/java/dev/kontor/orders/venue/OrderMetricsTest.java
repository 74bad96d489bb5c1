package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order metrics an operator scrapes from {@code /actuator/prometheus}: orders placed by side, placements refused
 * by the rule's field, executions, the venue's work on an order and the orders its index holds.
 */
class OrderMetricsTest extends FundedMarketTest {

	@Test
	void placementsRefusalsAndExecutionsAreCounted() {
		String metrics = scrape();
		double placedBuys = value(metrics, "kontor_orders_placed_total{side=\"Buy\"}");
		double refusedForAmount = value(metrics, "kontor_orders_refused_total{rule=\"amount\"}");
		double executions = value(metrics, "kontor_orders_executions_total");
		double worked = value(metrics, "kontor_orders_venue_work_seconds_count");

		market.quote("99", "100");
		market.place("metrics-rest", "Buy", "Limit", "GoodTillCancelled", "quantity", "1", "limitPrice", "50");
		market.place("metrics-fill", "Buy", "Market", "GoodTillCancelled", "quantity", "2");
		assertThat(http.postJson(market.orders(), market.token, Map.of("clientOrderId", "metrics-too-much",
				"isinCode", market.isin, "side", "Buy", "orderType", "Limit", "timeInForce", "GoodTillCancelled",
				"quantity", new BigDecimal("1000"), "limitPrice", new BigDecimal("100")))
			.status()).isEqualTo(422);
		market.awaitStatus("metrics-fill", "Filled");
		VenueMarket.pause(200);

		String after = scrape();
		assertThat(value(after, "kontor_orders_placed_total{side=\"Buy\"}") - placedBuys).isEqualTo(2);
		assertThat(value(after, "kontor_orders_refused_total{rule=\"amount\"}") - refusedForAmount).isEqualTo(1);
		assertThat(value(after, "kontor_orders_executions_total") - executions).isGreaterThanOrEqualTo(1);
		assertThat(value(after, "kontor_orders_venue_work_seconds_count") - worked).isGreaterThanOrEqualTo(1);
		assertThat(value(after, "kontor_orders_venue_resting")).as("the resting buy at 50").isGreaterThanOrEqualTo(1);
	}

	private String scrape() {
		Http.Response metrics = http.get("/actuator/prometheus");
		assertThat(metrics.status()).isEqualTo(200);
		return metrics.body();
	}

	/** The sample of this name and labels; 0 for one not registered yet (a counter before its first count). */
	private static double value(String metrics, String sample) {
		return metrics.lines()
			.filter(line -> line.startsWith(sample + " "))
			.map(line -> Double.parseDouble(line.substring(sample.length() + 1).trim()))
			.findFirst()
			.orElse(0.0);
	}
}
