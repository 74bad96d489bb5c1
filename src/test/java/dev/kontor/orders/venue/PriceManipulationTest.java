package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Quotes are shared by every tenant, and the venue fills every tenant's orders against them: what a tenant, or a
 * price connector gone wrong, sends must not move another tenant's cash or positions. Two tenants each trade a stock
 * of their own market, with a resting limit buy and a stop-loss sell.
 */
class PriceManipulationTest extends HttpTest {

	@Autowired
	Accounts accounts;

	/** A tenant's market with its two resting orders, and what it holds before an attack. */
	private record Resting(VenueMarket market, Holdings before) {

		void assertUntouched() {
			PriceManipulationTest.assertUntouched(market, before);
		}
	}

	private Resting resting() {
		VenueMarket market = new VenueMarket(http, platform, accounts);
		market.fund("10000");
		market.hold("9");
		market.quote("99", "100");
		market.place("limit-buy", "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "50");
		market.place("stop-loss", "Sell", "Stop", "GoodTillCancelled", "quantity", "9", "stopPrice", "90");
		return new Resting(market, Holdings.of(market));
	}

	/**
	 * What an attack must leave as it was: the cash (balance, reserved, available), the position (quantity and
	 * reserved quantity; its valuation follows the latest quote) and the two orders (status, filled quantity).
	 */
	private record Holdings(List<BigDecimal> cash, List<BigDecimal> position, List<String> orders) {

		static Holdings of(VenueMarket market) {
			JsonNode account = market.internalAccount();
			JsonNode position = market.position();
			return new Holdings(
					List.of(decimal(account, "balance"), decimal(account, "reservedAmount"),
							decimal(account, "availableAmount")),
					List.of(decimal(position, "quantity"), decimal(position, "reservedQuantity")),
					List.of(state(market.order("limit-buy")), state(market.order("stop-loss"))));
		}

		private static BigDecimal decimal(JsonNode node, String field) {
			return node.get(field).decimalValue().stripTrailingZeros();
		}

		private static String state(JsonNode order) {
			return order.get("status").asString() + " " + decimal(order, "filledQuantity").toPlainString();
		}
	}

	private static void assertUntouched(VenueMarket market, Holdings before) {
		VenueMarket.pause(1_500);
		assertThat(Holdings.of(market)).isEqualTo(before);
		assertThat(market.order("limit-buy").get("executions")).isEmpty();
		assertThat(market.order("stop-loss").get("executions")).isEmpty();
	}

	private static Map<String, Object> quote(VenueMarket market, String bid, String ask) {
		return Map.of("isinCode", market.isin, "provider", "ProviderA", "dateTime", Instant.now().toString(),
				"status", "Open", "bid", new BigDecimal(bid), "ask", new BigDecimal(ask));
	}

	@Test
	void anotherTenantsQuoteWriteIsRefusedAndFillsNothing() {
		Resting first = resting();
		Resting second = resting();
		String attacker = platform.clientCredentialsToken(
				platform.newServerClient(platform.newTenant(), "pricefeed.read", "pricefeed.write"),
				"pricefeed.read pricefeed.write");

		Http.Response refused = http.postJson(VenueMarket.PRICEFEED + "/quotes/ingest", attacker,
				List.of(quote(first.market(), "0.01", "0.02"), quote(second.market(), "0.01", "0.02")));

		assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
		JsonNode latest = http.get(VenueMarket.PRICEFEED + "/quotes/" + first.market().isin, first.market().token)
			.json();
		assertThat(latest.get("ask").decimalValue()).isEqualByComparingTo("100");
		first.assertUntouched();
		second.assertUntouched();
	}

	@Test
	void aQuoteFarFromTheReferenceFillsNothingForEitherTenantAndHaltsBothInstruments() {
		Resting first = resting();
		Resting second = resting();

		// a price connector gone wrong: half the price, which would fill the buys at 50 and trigger the stops
		VenueMarket.expect(http.postJson(VenueMarket.PRICEFEED + "/quotes/ingest", first.market().feed,
				List.of(quote(first.market(), "49", "50"), quote(second.market(), "49", "50"))), 200);

		first.assertUntouched();
		second.assertUntouched();
		String firstIsin = first.market().isin;
		JsonNode halts = VenueMarket.expect(http.get("/admin/v1/trading-halts", platform.adminToken()), 200);
		assertThat(halts.valueStream().map(halt -> halt.get("isinCode").asString()).toList()).contains(firstIsin,
				second.market().isin);
		JsonNode halt = halts.valueStream().filter(h -> h.get("isinCode").asString().equals(firstIsin)).findFirst()
			.orElseThrow();
		assertThat(halt.get("referencePrice").decimalValue()).isEqualByComparingTo("99.5");
		assertThat(halt.get("ask").decimalValue()).isEqualByComparingTo("50");
		assertThat(metric("kontor_orders_venue_halted")).isGreaterThanOrEqualTo(2);

		// quotes back in the band fill nothing either while the halt runs
		first.market().quote("98", "99");
		first.assertUntouched();
	}

	@Test
	void theOperatorLiftsAHaltAndTheLatestQuoteBecomesTheReference() {
		VenueMarket market = resting().market();
		String admin = platform.adminToken();
		market.quote("49", "50");
		VenueMarket.pause(500);
		assertThat(market.order("limit-buy").get("executions")).isEmpty();

		Http.Response lifted = http.send(http.request("/admin/v1/trading-halts/ProviderA/" + market.isin)
			.header("Authorization", "Bearer " + admin)
			.DELETE());
		assertThat(lifted.status()).as(lifted.toString()).isEqualTo(204);

		JsonNode filled = market.awaitStatus("limit-buy", "Filled");
		assertThat(filled.get("averagePrice").decimalValue()).isEqualByComparingTo("50");
		Http.Response again = http.send(http.request("/admin/v1/trading-halts/ProviderA/" + market.isin)
			.header("Authorization", "Bearer " + admin)
			.DELETE());
		assertThat(again.status()).isEqualTo(404);
		assertThat(http.get("/admin/v1/trading-halts", market.token).status()).isEqualTo(403);
	}

	private double metric(String name) {
		return http.get("/actuator/prometheus")
			.body()
			.lines()
			.filter(line -> line.startsWith(name + " "))
			.mapToDouble(line -> Double.parseDouble(line.substring(name.length() + 1).trim()))
			.findFirst()
			.orElse(0);
	}
}
