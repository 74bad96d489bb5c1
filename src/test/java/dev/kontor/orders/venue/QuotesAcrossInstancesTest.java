package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
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
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Quotes taken in by one instance and orders placed on another (contract section 16): a market order on the second
 * instance is priced and filled at the quote the first one stored a moment before, never at an older one, and is
 * not refused for want of a quote. The venue fills after the acceptance is committed, at the quote of that moment, so
 * each quote moves only once the order before it is filled. The second instance's quotes in memory follow through the
 * notification; that delay is measured and logged.
 */
class QuotesAcrossInstancesTest extends HttpTest {

	private static final Logger log = LoggerFactory.getLogger(QuotesAcrossInstancesTest.class);

	@Autowired
	Environment environment;

	@Autowired
	Accounts accounts;

	private ConfigurableApplicationContext second;

	private Http b;

	@BeforeEach
	void startSecondInstance() {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two instances share one PostgreSQL database; H2 runs one");
		second = InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.pricefeed.quotes.refresh-interval=1h");
		b = new Http(InstanceInThisJvm.baseUrl(second));
	}

	@AfterEach
	void stopSecondInstance() {
		if (second != null) {
			second.close();
		}
	}

	@Test
	void aMarketOrderOnOneInstanceFillsAtTheQuoteJustStoredThroughTheOther() {
		VenueMarket market = new VenueMarket(http, platform, accounts);
		market.fund("10000");

		market.quote("100", "101");
		JsonNode first = placeMarketBuyOnB(market, "first");
		BigDecimal firstPrice = executionPrice(market, "first");
		market.quote("104", "105");
		awaitQuoteInMemoryOfB(market, "105");
		market.quote("109", "110");
		JsonNode moved = placeMarketBuyOnB(market, "moved");

		assertThat(first.get("status").asString()).as("priced although B had not heard of a quote yet")
			.isNotEqualTo("Rejected");
		assertThat(firstPrice).isEqualByComparingTo("101");
		assertThat(moved.get("status").asString()).isNotEqualTo("Rejected");
		assertThat(executionPrice(market, "moved")).as("the newest ask stored, not the one B held")
			.isEqualByComparingTo("110");
	}

	private JsonNode placeMarketBuyOnB(VenueMarket market, String clientOrderId) {
		Map<String, Object> body = new HashMap<>(Map.of("clientOrderId", clientOrderId, "isinCode", market.isin,
				"side", "Buy", "orderType", "Market", "timeInForce", "GoodTillCancelled", "quantity", BigDecimal.ONE));
		return VenueMarket.expect(b.postJson(market.orders(), market.token, body), 201);
	}

	private BigDecimal executionPrice(VenueMarket market, String clientOrderId) {
		JsonNode order = market.awaitStatus(clientOrderId, "Filled");
		return decimal(order.get("executions").get(0), "price");
	}

	/** Waits until B holds the ask in memory (its notification arrived), and logs how long that took. */
	private void awaitQuoteInMemoryOfB(VenueMarket market, String ask) {
		long storedAt = System.nanoTime();
		String path = VenueMarket.PRICEFEED + "/quotes/" + market.isin;
		while (true) {
			Http.Response quote = b.get(path, market.token);
			if (quote.status() == 200 && new BigDecimal(ask).compareTo(quote.json().get("ask").decimalValue()) == 0) {
				break;
			}
			if (System.nanoTime() - storedAt > 10_000_000_000L) {
				fail("B never held the ask " + ask + " in memory: " + quote);
			}
			Thread.onSpinWait();
		}
		log.info("Cross-instance delay: a quote stored through one instance is in the other's memory after {} ms",
				(System.nanoTime() - storedAt) / 1_000_000.0);
	}
}
