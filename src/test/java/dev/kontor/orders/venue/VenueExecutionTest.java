package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kontor.orders.venue.VenueMarket.decimal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Orders placed through the order API and filled by the simulated venue against quotes ingested through the quote
 * API: prices, limits, stops, volumes, immediate orders, and the settlement booked in the accounts.
 */
class VenueExecutionTest extends FundedMarketTest {

	@Autowired
	JdbcClient jdbc;

	@Test
	void quoteAnnouncementsAreNotStoredAsEventPublications() {
		market.quote("99", "100");
		market.place("buy-announced", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.awaitStatus("buy-announced", "Filled");

		// completed publications move to the archive: neither table may hold one
		assertThat(jdbc.sql("SELECT (SELECT COUNT(*) FROM event_publication WHERE event_type LIKE '%QuotesStored') "
				+ "+ (SELECT COUNT(*) FROM event_publication_archive WHERE event_type LIKE '%QuotesStored')")
			.query(Long.class)
			.single()).isZero();
	}

	@Test
	void aMarketBuyFillsAtTheAskAndSettlesCashAndSecurities() {
		market.quote("99", "100");
		market.place("buy-1", "Buy", "Market", "GoodTillCancelled", "quantity", "10");

		JsonNode order = market.awaitStatus("buy-1", "Filled");

		assertThat(decimal(order, "filledQuantity")).isEqualByComparingTo("10");
		assertThat(decimal(order, "averagePrice")).isEqualByComparingTo("100");
		assertThat(order.get("executions")).hasSize(1);
		assertThat(decimal(order.get("executions").get(0), "price")).isEqualByComparingTo("100");
		JsonNode account = market.internalAccount();
		// 10 x 100 and the default fee: 1 + 0.1 % of 1000 = 2.00
		assertThat(decimal(account, "balance")).isEqualByComparingTo("8998");
		assertThat(decimal(account, "reservedAmount")).isEqualByComparingTo("0");
		assertThat(decimal(account, "availableAmount")).isEqualByComparingTo("8998");
		JsonNode position = market.position();
		assertThat(decimal(position, "quantity")).isEqualByComparingTo("10");
		assertThat(decimal(position, "averagePrice")).isEqualByComparingTo("100");
	}

	@Test
	void aMarketSellFillsAtTheBidAndCreditsTheProceedsLessTheFee() {
		market.hold("20");
		market.quote("99", "100");
		market.place("sell-1", "Sell", "Market", "GoodTillCancelled", "quantity", "5");

		market.awaitStatus("sell-1", "Filled");

		// 5 x 99 = 495 less the fee 1 + 0.495 = 1.495, rounded up to 2.00 by the minimum
		assertThat(decimal(market.internalAccount(), "balance")).isEqualByComparingTo("10493");
		JsonNode position = market.position();
		assertThat(decimal(position, "quantity")).isEqualByComparingTo("15");
		assertThat(decimal(position, "reservedQuantity")).isEqualByComparingTo("0");
	}

	@Test
	void aBuyLimitRestsUntilTheAskReachesItAndFillsAtTheAsk() {
		market.quote("96", "97");
		market.place("limit-1", "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "95");
		VenueMarket.pause(1500);
		assertThat(market.order("limit-1").get("status").asString()).isEqualTo("New");

		market.quote("93", "94.5");

		JsonNode order = market.awaitStatus("limit-1", "Filled");
		assertThat(decimal(order, "averagePrice")).isEqualByComparingTo("94.5");
	}

	@Test
	void aSellLimitFillsOnceTheBidReachesIt() {
		market.hold("10");
		market.quote("99", "100");
		market.place("limit-2", "Sell", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "101");
		VenueMarket.pause(1500);
		assertThat(market.order("limit-2").get("status").asString()).isEqualTo("New");

		market.quote("101.5", "102");

		assertThat(decimal(market.awaitStatus("limit-2", "Filled"), "averagePrice")).isEqualByComparingTo("101.5");
	}

	@Test
	void aBuyStopIsTouchedByTheAskAndThenFillsAsAMarketOrder() {
		market.quote("99", "100");
		market.place("stop-1", "Buy", "Stop", "GoodTillCancelled", "quantity", "5", "stopPrice", "103");
		VenueMarket.pause(1500);
		assertThat(market.order("stop-1").get("status").asString()).isEqualTo("New");

		market.quote("103", "104");

		assertThat(decimal(market.awaitStatus("stop-1", "Filled"), "averagePrice")).isEqualByComparingTo("104");
	}

	@Test
	void aSellStopIsTouchedByTheBidAtOrBelowItAndFillsAtTheBid() {
		market.hold("5");
		market.quote("99", "100");
		market.place("stop-3", "Sell", "Stop", "GoodTillCancelled", "quantity", "5", "stopPrice", "97");
		VenueMarket.pause(1500);
		assertThat(market.order("stop-3").get("status").asString()).isEqualTo("New");

		market.quote("97", "98");

		assertThat(decimal(market.awaitStatus("stop-3", "Filled"), "averagePrice")).isEqualByComparingTo("97");
		assertThat(market.position()).as("the position sold out is not listed").isNull();
	}

	@Test
	void aStopLimitTouchedAboveItsLimitWaitsForThePriceToComeBack() {
		market.quote("99", "100");
		market.place("stop-2", "Buy", "StopLimit", "GoodTillCancelled", "quantity", "5", "stopPrice", "103",
				"limitPrice", "102");
		market.quote("104", "105");
		VenueMarket.pause(1500);
		assertThat(market.order("stop-2").get("status").asString()).as("touched, but above the limit").isEqualTo("New");

		market.quote("100.5", "101.5");

		assertThat(decimal(market.awaitStatus("stop-2", "Filled"), "averagePrice")).isEqualByComparingTo("101.5");
	}

	@Test
	void aQuoteFillsAtMostItsVolumeAndTheNextQuoteFillsTheRest() {
		market.quote("99", "100", "50", "4");
		market.place("partial-1", "Buy", "Market", "GoodTillCancelled", "quantity", "10");

		JsonNode partly = market.awaitStatus("partial-1", "PartiallyFilled");
		assertThat(decimal(partly, "filledQuantity")).isEqualByComparingTo("4");
		assertThat(decimal(partly, "remainingQuantity")).isEqualByComparingTo("6");
		VenueMarket.pause(1500);
		assertThat(decimal(market.order("partial-1"), "filledQuantity")).as("the sweep does not use a quote twice")
			.isEqualByComparingTo("4");

		market.quote("99", "101", "50", "20");

		JsonNode filled = market.awaitStatus("partial-1", "Filled");
		assertThat(filled.get("executions")).hasSize(2);
		// (4 x 100 + 6 x 101) / 10
		assertThat(decimal(filled, "averagePrice")).isEqualByComparingTo("100.6");
		assertThat(decimal(market.internalAccount(), "reservedAmount")).isEqualByComparingTo("0");
	}

	@Test
	void immediateOrCancelFillsWhatTheQuoteOffersAndCancelsTheRest() {
		market.quote("99", "100", "50", "4");
		market.place("ioc-1", "Buy", "Market", "ImmediateOrCancel", "quantity", "10");

		JsonNode order = market.awaitStatus("ioc-1", "Cancelled");

		assertThat(decimal(order, "filledQuantity")).isEqualByComparingTo("4");
		JsonNode account = market.internalAccount();
		assertThat(decimal(account, "reservedAmount")).isEqualByComparingTo("0");
		assertThat(decimal(account, "balance")).isEqualByComparingTo(new BigDecimal("10000").subtract(
				new BigDecimal("402")));
	}

	@Test
	void fillOrKillIsCancelledWhenTheQuoteCannotFillItWholeAndFilledWhenItCan() {
		market.quote("99", "100", "50", "4");
		market.place("fok-1", "Buy", "Market", "FillOrKill", "quantity", "10");
		market.place("fok-2", "Buy", "Market", "FillOrKill", "quantity", "4");

		JsonNode killed = market.awaitStatus("fok-1", "Cancelled");
		assertThat(decimal(killed, "filledQuantity")).isEqualByComparingTo("0");
		assertThat(market.awaitStatus("fok-2", "Filled").get("executions")).hasSize(1);
	}

	@Test
	void aStaleQuoteFillsNothingAndAnImmediateOrderAgainstItIsCancelled() {
		market.quoteAt(Instant.now().minusSeconds(30), "99", "100", null, null);
		market.place("stale-1", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.place("stale-2", "Buy", "Market", "ImmediateOrCancel", "quantity", "1");

		market.awaitStatus("stale-2", "Cancelled");
		VenueMarket.pause(1500);
		assertThat(market.order("stale-1").get("status").asString()).isEqualTo("New");

		market.quote("99", "100");
		market.awaitStatus("stale-1", "Filled");
	}

	@Test
	void aMoneyOrderBuysTheWholeUnitsItsAmountPaysForAndIsFilled() {
		market.support(Map.of("moneyOrdersAllowed", true));
		market.quote("99", "101");
		market.place("money-1", "Buy", "Market", "GoodTillCancelled", "amount", "1000");

		JsonNode order = market.awaitStatus("money-1", "Filled");

		assertThat(decimal(order, "filledQuantity")).as("1000 / 101, rounded down to whole units")
			.isEqualByComparingTo("9");
		assertThat(decimal(market.internalAccount(), "reservedAmount")).isEqualByComparingTo("0");
		// 9 x 101 = 909 and the fee 1 + 0.909 = 1.909, rounded up to the minimum 2.00
		assertThat(decimal(market.internalAccount(), "balance")).isEqualByComparingTo("9089");
	}

	@Test
	void aFractionalMoneyOrderIsFilledToTheSixthDecimal() {
		market.support(Map.of("moneyOrdersAllowed", true, "fractionalOrdersAllowed", true));
		market.quote("99", "101");
		market.place("money-2", "Buy", "Market", "GoodTillCancelled", "amount", "1000");

		JsonNode order = market.awaitStatus("money-2", "Filled");

		assertThat(decimal(order, "filledQuantity")).isEqualByComparingTo("9.90099");
		assertThat(decimal(market.position(), "quantity")).isEqualByComparingTo("9.90099");
	}
}
