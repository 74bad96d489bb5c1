package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.TimeInForce;

import static org.assertj.core.api.Assertions.assertThat;

class MatchingTest {

	private static final Instant NOW = Instant.parse("2026-11-27T10:00:00Z");

	private final Matching matching = new Matching(Duration.ofSeconds(5));

	private static BigDecimal d(String value) {
		return new BigDecimal(value);
	}

	private static RestingOrder order(OrderSide side, OrderType type, TimeInForce timeInForce, String quantity,
			@Nullable String limit, @Nullable String stop) {
		return new RestingOrder(new Order.Kind(side, type, timeInForce), d(quantity), null,
				limit == null ? null : d(limit), stop == null ? null : d(stop), false, 0);
	}

	private static RestingOrder gtc(OrderSide side, OrderType type, String quantity, @Nullable String limit,
			@Nullable String stop) {
		return order(side, type, TimeInForce.GoodTillCancelled, quantity, limit, stop);
	}

	private static VenueQuote quote(String bid, String ask) {
		return new VenueQuote(NOW, d(bid), d(ask), null, null);
	}

	private static VenueQuote quote(String bid, String ask, String bidVolume, String askVolume) {
		return new VenueQuote(NOW, d(bid), d(ask), d(bidVolume), d(askVolume));
	}

	private Decision decide(RestingOrder order, VenueQuote quote) {
		return matching.decide(order, quote, true, NOW);
	}

	private static Decision.Fill fill(String quantity, String price) {
		return new Decision.Fill(d(quantity), d(price), Decision.Then.RESTS);
	}

	static Stream<Arguments> priceRules() {
		return Stream.of(
				Arguments.of("market buy fills at the ask", gtc(OrderSide.Buy, OrderType.Market, "10", null, null),
						fill("10", "101")),
				Arguments.of("market sell fills at the bid", gtc(OrderSide.Sell, OrderType.Market, "10", null, null),
						fill("10", "100")),
				Arguments.of("buy limit at the ask fills at the ask",
						gtc(OrderSide.Buy, OrderType.Limit, "10", "101", null),
						fill("10", "101")),
				Arguments.of("buy limit above the ask fills at the ask",
						gtc(OrderSide.Buy, OrderType.Limit, "10", "105", null), fill("10", "101")),
				Arguments.of("buy limit below the ask rests", gtc(OrderSide.Buy, OrderType.Limit, "10", "100.99", null),
						new Decision.Rest(false)),
				Arguments.of("sell limit at the bid fills at the bid",
						gtc(OrderSide.Sell, OrderType.Limit, "10", "100", null), fill("10", "100")),
				Arguments.of("sell limit above the bid rests",
						gtc(OrderSide.Sell, OrderType.Limit, "10", "100.01", null),
						new Decision.Rest(false)),
				Arguments.of("buy stop below the ask is touched and fills at the ask",
						gtc(OrderSide.Buy, OrderType.Stop, "10", null, "101"), fill("10", "101")),
				Arguments.of("buy stop above the ask rests", gtc(OrderSide.Buy, OrderType.Stop, "10", null, "101.5"),
						new Decision.Rest(false)),
				Arguments.of("sell stop at the bid is touched and fills at the bid",
						gtc(OrderSide.Sell, OrderType.Stop, "10", null, "100"), fill("10", "100")),
				Arguments.of("sell stop below the bid rests", gtc(OrderSide.Sell, OrderType.Stop, "10", null, "99"),
						new Decision.Rest(false)),
				Arguments.of("buy stop-limit touched with the ask within the limit fills",
						gtc(OrderSide.Buy, OrderType.StopLimit, "10", "102", "100.5"), fill("10", "101")),
				Arguments.of("buy stop-limit touched with the ask above the limit rests triggered",
						gtc(OrderSide.Buy, OrderType.StopLimit, "10", "100.8", "100.5"), new Decision.Rest(true)),
				Arguments.of("sell stop-limit touched with the bid below the limit rests triggered",
						gtc(OrderSide.Sell, OrderType.StopLimit, "10", "100.2", "100.5"), new Decision.Rest(true)),
				Arguments.of("sell stop-limit touched with the bid within the limit fills",
						gtc(OrderSide.Sell, OrderType.StopLimit, "10", "99", "100.5"), fill("10", "100")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("priceRules")
	void fillsAtTheQuotesPriceWhenTheLimitOrStopAllows(String rule, RestingOrder order, Decision expected) {
		assertThat(decide(order, quote("100", "101"))).isEqualTo(expected);
	}

	@Test
	void aTriggeredStopLimitFillsOnceThePriceReachesItsLimitEvenIfTheStopIsNoLongerTouched() {
		RestingOrder triggered = new RestingOrder(
				new Order.Kind(OrderSide.Buy, OrderType.StopLimit, TimeInForce.GoodTillCancelled), d("10"), null,
				d("100.5"), d("101"), true, 0);
		assertThat(decide(triggered, quote("100", "100.4"))).isEqualTo(fill("10", "100.4"));
	}

	@Test
	void aTriggeredStopFillsAsAMarketOrder() {
		RestingOrder triggered = new RestingOrder(new Order.Kind(OrderSide.Sell, OrderType.Stop, TimeInForce.Day),
				d("3"), null, null, d("90"), true, 0);
		assertThat(decide(triggered, quote("95", "96"))).isEqualTo(fill("3", "95"));
	}

	@Test
	void fillsAtMostTheVolumeOfTheQuotesSide() {
		assertThat(decide(gtc(OrderSide.Buy, OrderType.Market, "10", null, null), quote("100", "101", "50", "4")))
			.isEqualTo(fill("4", "101"));
		assertThat(decide(gtc(OrderSide.Sell, OrderType.Market, "10", null, null), quote("100", "101", "7", "50")))
			.isEqualTo(fill("7", "100"));
	}

	@Test
	void aVolumeAboveTheRestFillsTheRestAndAMissingVolumeLimitsNothing() {
		assertThat(decide(gtc(OrderSide.Buy, OrderType.Market, "10", null, null), quote("100", "101", "50", "50")))
			.isEqualTo(fill("10", "101"));
		assertThat(decide(gtc(OrderSide.Buy, OrderType.Market, "1000000", null, null), quote("100", "101")))
			.isEqualTo(fill("1000000", "101"));
	}

	@Test
	void aZeroVolumeFillsNothingAndTheOrderRests() {
		assertThat(decide(gtc(OrderSide.Buy, OrderType.Market, "10", null, null), quote("100", "101", "5", "0")))
			.isEqualTo(new Decision.Rest(false));
	}

	@Test
	void aFractionalVolumeIsRoundedDownToTheOrdersQuantityRule() {
		assertThat(decide(gtc(OrderSide.Buy, OrderType.Market, "10", null, null), quote("100", "101", "5", "3.7")))
			.isEqualTo(fill("3", "101"));
	}

	@Test
	void immediateOrCancelFillsWhatTheQuoteAllowsAndCancelsTheRest() {
		RestingOrder ioc = order(OrderSide.Buy, OrderType.Market, TimeInForce.ImmediateOrCancel, "10", null, null);
		assertThat(decide(ioc, quote("100", "101", "5", "4")))
			.isEqualTo(new Decision.Fill(d("4"), d("101"), Decision.Then.CANCELS_REST));
	}

	@Test
	void immediateOrCancelThatNothingFillsIsCancelled() {
		RestingOrder ioc = order(OrderSide.Buy, OrderType.Limit, TimeInForce.ImmediateOrCancel, "10", "100", null);
		assertThat(decide(ioc, quote("100", "101"))).isInstanceOf(Decision.Cancel.class);
	}

	@Test
	void fillOrKillFillsWholeOrIsCancelled() {
		RestingOrder fok = order(OrderSide.Sell, OrderType.Market, TimeInForce.FillOrKill, "10", null, null);
		assertThat(decide(fok, quote("100", "101", "10", "0"))).isEqualTo(fill("10", "100"));
		assertThat(decide(fok, quote("100", "101", "9", "0"))).isEqualTo(new Decision.Cancel("not fillable whole"));
	}

	@Test
	void fillOrKillLimitNotReachedIsCancelled() {
		RestingOrder fok = order(OrderSide.Sell, OrderType.Limit, TimeInForce.FillOrKill, "10", "100.5", null);
		assertThat(decide(fok, quote("100", "101"))).isEqualTo(new Decision.Cancel("limit not reached"));
	}

	@Test
	void aStaleQuoteFillsNothing() {
		VenueQuote stale = new VenueQuote(NOW.minusMillis(5001), d("100"), d("101"), null, null);
		VenueQuote justFresh = new VenueQuote(NOW.minusSeconds(5), d("100"), d("101"), null, null);
		RestingOrder market = gtc(OrderSide.Buy, OrderType.Market, "10", null, null);
		assertThat(matching.decide(market, stale, true, NOW)).isEqualTo(new Decision.Rest(false));
		assertThat(matching.decide(market, justFresh, true, NOW)).isEqualTo(fill("10", "101"));
		assertThat(matching.decide(market, null, true, NOW)).isEqualTo(new Decision.Rest(false));
	}

	@Test
	void aStaleQuoteCancelsAnImmediateOrder() {
		VenueQuote stale = new VenueQuote(NOW.minusSeconds(6), d("100"), d("101"), null, null);
		RestingOrder ioc = order(OrderSide.Buy, OrderType.Market, TimeInForce.ImmediateOrCancel, "10", null, null);
		assertThat(matching.decide(ioc, stale, true, NOW)).isEqualTo(new Decision.Cancel("no current quote"));
	}

	@Test
	void nothingFillsWhileTheMarketIsClosed() {
		RestingOrder market = gtc(OrderSide.Sell, OrderType.Market, "10", null, null);
		assertThat(matching.decide(market, quote("100", "101"), false, NOW)).isEqualTo(new Decision.Rest(false));
		RestingOrder fok = order(OrderSide.Sell, OrderType.Market, TimeInForce.FillOrKill, "10", null, null);
		assertThat(matching.decide(fok, quote("100", "101"), false, NOW))
			.isEqualTo(new Decision.Cancel("market closed"));
	}

	@Test
	void aStopIsNotTriggeredWhileTheMarketIsClosed() {
		RestingOrder stop = gtc(OrderSide.Buy, OrderType.StopLimit, "10", "90", "95");
		assertThat(matching.decide(stop, quote("100", "101"), false, NOW)).isEqualTo(new Decision.Rest(false));
	}

	@Test
	void aMoneyOrderBuysTheWholeUnitsItsAmountPaysFor() {
		Order.Kind market = new Order.Kind(OrderSide.Buy, OrderType.Market, TimeInForce.GoodTillCancelled);
		RestingOrder money = new RestingOrder(market, null, d("1000"), null, null, false, 0);
		assertThat(decide(money, quote("100", "101")))
			.isEqualTo(new Decision.Fill(d("9"), d("101"), Decision.Then.COMPLETES));
	}

	@Test
	void aFractionalMoneyOrderIsRoundedDownToItsDecimals() {
		Order.Kind market = new Order.Kind(OrderSide.Buy, OrderType.Market, TimeInForce.GoodTillCancelled);
		RestingOrder money = new RestingOrder(market, null, d("1000"), null, null, false, 4);
		assertThat(decide(money, quote("100", "101")))
			.isEqualTo(new Decision.Fill(d("9.9009"), d("101"), Decision.Then.COMPLETES));
	}

	@Test
	void aMoneyOrderLimitedByVolumeRestsWithItsRest() {
		Order.Kind market = new Order.Kind(OrderSide.Sell, OrderType.Market, TimeInForce.GoodTillCancelled);
		RestingOrder money = new RestingOrder(market, null, d("1000"), null, null, false, 0);
		assertThat(decide(money, quote("100", "101", "4", "0")))
			.isEqualTo(new Decision.Fill(d("4"), d("100"), Decision.Then.RESTS));
	}

	@Test
	void aMoneyOrderBelowOneUnitWaitsForALowerPrice() {
		Order.Kind market = new Order.Kind(OrderSide.Buy, OrderType.Market, TimeInForce.GoodTillCancelled);
		RestingOrder money = new RestingOrder(market, null, d("100"), null, null, false, 0);
		assertThat(decide(money, quote("100", "101"))).isEqualTo(new Decision.Rest(false));
	}
}
