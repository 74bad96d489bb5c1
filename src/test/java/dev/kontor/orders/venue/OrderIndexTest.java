package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;

class OrderIndexTest {

	private static final String ISIN = "DE0007164600";

	private static final OrderIndex.Instrument INSTRUMENT = new OrderIndex.Instrument(TradeProvider.ProviderA, ISIN);

	private final OrderIndex index = new OrderIndex();

	private static IndexedOrder order(OrderSide side, OrderType type, @Nullable String limit, @Nullable String stop,
			boolean triggered) {
		return new IndexedOrder(new OrderId(UUID.randomUUID()), TradeProvider.ProviderA, ISIN,
				new Order.Kind(side, type, TimeInForce.GoodTillCancelled), limit == null ? null : new BigDecimal(limit),
				stop == null ? null : new BigDecimal(stop), triggered);
	}

	private List<OrderId> candidates(String bid, String ask) {
		return index.candidates(INSTRUMENT, new BigDecimal(bid), new BigDecimal(ask));
	}

	@Test
	void aQuoteSeesBuyLimitsAtOrAboveTheAskHighestFirstAndSellLimitsAtOrBelowTheBidLowestFirst() {
		IndexedOrder buy99 = order(OrderSide.Buy, OrderType.Limit, "99", null, false);
		IndexedOrder buy101 = order(OrderSide.Buy, OrderType.Limit, "101", null, false);
		IndexedOrder buy105 = order(OrderSide.Buy, OrderType.Limit, "105", null, false);
		IndexedOrder sell98 = order(OrderSide.Sell, OrderType.Limit, "98", null, false);
		IndexedOrder sell100 = order(OrderSide.Sell, OrderType.Limit, "100", null, false);
		IndexedOrder sell100dot5 = order(OrderSide.Sell, OrderType.Limit, "100.5", null, false);
		List.of(buy99, buy101, buy105, sell98, sell100, sell100dot5).forEach(index::put);
		assertThat(candidates("100", "101")).containsExactly(buy105.id(), buy101.id(), sell98.id(), sell100.id());
	}

	@Test
	void marketOrdersAndTriggeredStopsAreAlwaysCandidates() {
		IndexedOrder market = order(OrderSide.Sell, OrderType.Market, null, null, false);
		IndexedOrder triggeredStop = order(OrderSide.Buy, OrderType.Stop, null, "200", true);
		index.put(market);
		index.put(triggeredStop);
		assertThat(candidates("1", "2")).containsExactlyInAnyOrder(market.id(), triggeredStop.id());
	}

	@Test
	void untouchedStopsAreCandidatesOnlyWhenTheQuoteTouchesThem() {
		IndexedOrder buyStop101 = order(OrderSide.Buy, OrderType.Stop, null, "101", false);
		IndexedOrder buyStop102 = order(OrderSide.Buy, OrderType.StopLimit, "103", "102", false);
		IndexedOrder sellStop100 = order(OrderSide.Sell, OrderType.Stop, null, "100", false);
		IndexedOrder sellStop99 = order(OrderSide.Sell, OrderType.StopLimit, "98", "99", false);
		List.of(buyStop101, buyStop102, sellStop100, sellStop99).forEach(index::put);
		assertThat(candidates("100", "101")).containsExactlyInAnyOrder(buyStop101.id(), sellStop100.id());
	}

	@Test
	void aTriggeredStopLimitIsKeptByItsLimit() {
		IndexedOrder triggered = order(OrderSide.Buy, OrderType.StopLimit, "100", "102", true);
		index.put(triggered);
		assertThat(candidates("100", "101")).isEmpty();
		assertThat(candidates("99", "100")).containsExactly(triggered.id());
	}

	@Test
	void aModificationMovesTheOrderAndARemovalForgetsIt() {
		IndexedOrder buy = order(OrderSide.Buy, OrderType.Limit, "99", null, false);
		index.put(buy);
		assertThat(candidates("100", "101")).isEmpty();
		Order.Kind kind = new Order.Kind(OrderSide.Buy, OrderType.Limit, TimeInForce.GoodTillCancelled);
		index.put(new IndexedOrder(buy.id(), buy.provider(), ISIN, kind, new BigDecimal("102"), null, false));
		assertThat(candidates("100", "101")).containsExactly(buy.id());
		index.remove(buy.id());
		assertThat(candidates("100", "101")).isEmpty();
		assertThat(index.instruments()).isEmpty();
	}

	@Test
	void anOrderTellsAloneWhetherAQuoteMayFillItAsTheIndexDoes() {
		List<IndexedOrder> orders = List.of(order(OrderSide.Buy, OrderType.Limit, "100", null, false),
				order(OrderSide.Sell, OrderType.Limit, "100", null, false),
				order(OrderSide.Buy, OrderType.Stop, null, "100", false),
				order(OrderSide.Sell, OrderType.Stop, null, "100", false),
				order(OrderSide.Buy, OrderType.StopLimit, "101", "100", false),
				order(OrderSide.Sell, OrderType.StopLimit, "99", "100", true),
				order(OrderSide.Buy, OrderType.Market, null, null, false));
		orders.forEach(index::put);
		for (String[] quote : new String[][] { { "98", "99" }, { "99", "100" }, { "99.5", "100.5" }, { "100", "101" },
				{ "101", "102" } }) {
			List<OrderId> candidates = candidates(quote[0], quote[1]);
			for (IndexedOrder order : orders) {
				assertThat(order.mayBeFilledAt(new BigDecimal(quote[0]), new BigDecimal(quote[1])))
					.as("%s at %s/%s", order, quote[0], quote[1])
					.isEqualTo(candidates.contains(order.id()));
			}
		}
	}

	@Test
	void marketAndImmediateOrdersAreDecidedOnAcceptanceRestingLimitsAreNot() {
		IndexedOrder limit = order(OrderSide.Buy, OrderType.Limit, "100", null, false);
		assertThat(limit.decidedOnAcceptance()).isFalse();
		assertThat(order(OrderSide.Buy, OrderType.Market, null, null, false).decidedOnAcceptance()).isTrue();
		for (TimeInForce immediate : List.of(TimeInForce.ImmediateOrCancel, TimeInForce.FillOrKill)) {
			assertThat(new IndexedOrder(limit.id(), limit.provider(), ISIN,
					new Order.Kind(limit.kind().side(), limit.kind().orderType(), immediate), limit.limitPrice(), null,
					false).decidedOnAcceptance()).isTrue();
		}
	}

	@Test
	void anotherProvidersQuoteSeesNothing() {
		index.put(order(OrderSide.Buy, OrderType.Market, null, null, false));
		assertThat(index.candidates(new OrderIndex.Instrument(TradeProvider.ProviderB, ISIN), BigDecimal.ONE,
				BigDecimal.TWO)).isEmpty();
	}

	@Test
	void replacingByTheDatabasesOrdersAddsNewAndDropsClosedOnes() {
		IndexedOrder closedElsewhere = order(OrderSide.Buy, OrderType.Market, null, null, false);
		IndexedOrder kept = order(OrderSide.Sell, OrderType.Market, null, null, false);
		IndexedOrder placedElsewhere = order(OrderSide.Buy, OrderType.Limit, "200", null, false);
		index.put(closedElsewhere);
		index.put(kept);
		index.replaceAll(index.ids(), List.of(kept, placedElsewhere));
		assertThat(candidates("100", "101")).containsExactlyInAnyOrder(kept.id(), placedElsewhere.id());
		assertThat(index.size()).isEqualTo(2);
	}

	@Test
	void anOrderIndexedWhileTheDatabaseWasReadStays() {
		IndexedOrder closedElsewhere = order(OrderSide.Buy, OrderType.Market, null, null, false);
		index.put(closedElsewhere);
		Set<OrderId> beforeTheRead = index.ids();
		IndexedOrder acceptedMeanwhile = order(OrderSide.Sell, OrderType.Market, null, null, false);
		index.put(acceptedMeanwhile);
		index.replaceAll(beforeTheRead, List.of());
		assertThat(candidates("100", "101")).containsExactly(acceptedMeanwhile.id());
	}
}
