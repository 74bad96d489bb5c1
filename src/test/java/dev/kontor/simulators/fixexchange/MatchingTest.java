package dev.kontor.simulators.fixexchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import quickfix.field.Side;

/** The simulated venue's rules as the simulator applies them, order type by order type, without a session. */
class MatchingTest {

	private static final Instant NOW = Instant.parse("2026-03-02T10:00:00Z");

	private static final Quote QUOTE = new Quote(NOW, new BigDecimal("99"), new BigDecimal("101"), null, null);

	private final Matching matching = new Matching(Duration.ofSeconds(5));

	static Stream<Arguments> decisions() {
		return Stream.of(
				Arguments.of("market buy at the ask", order(Side.BUY, OrderType.MARKET, TimeInForce.DAY, null, null),
						QUOTE, new Decision.Fill(BigDecimal.TEN, new BigDecimal("101"), false, Decision.Then.RESTS)),
				Arguments.of("market sell at the bid", order(Side.SELL, OrderType.MARKET, TimeInForce.DAY, null, null),
						QUOTE, new Decision.Fill(BigDecimal.TEN, new BigDecimal("99"), false, Decision.Then.RESTS)),
				Arguments.of("buy limit below the ask rests",
						order(Side.BUY, OrderType.LIMIT, TimeInForce.DAY, "100", null), QUOTE,
						new Decision.Rest(false)),
				Arguments.of("sell limit at the bid fills",
						order(Side.SELL, OrderType.LIMIT, TimeInForce.DAY, "99", null), QUOTE,
						new Decision.Fill(BigDecimal.TEN, new BigDecimal("99"), false, Decision.Then.RESTS)),
				Arguments.of("buy stop above the ask waits",
						order(Side.BUY, OrderType.STOP, TimeInForce.DAY, null, "102"), QUOTE, new Decision.Rest(false)),
				Arguments.of("buy stop touched by the ask fills",
						order(Side.BUY, OrderType.STOP, TimeInForce.DAY, null, "101"), QUOTE,
						new Decision.Fill(BigDecimal.TEN, new BigDecimal("101"), true, Decision.Then.RESTS)),
				Arguments.of("sell stop limit touched but limit not reached rests triggered",
						order(Side.SELL, OrderType.STOP_LIMIT, TimeInForce.DAY, "99.50", "99.50"), QUOTE,
						new Decision.Rest(true)),
				Arguments.of("immediate-or-cancel limit not reached is cancelled",
						order(Side.BUY, OrderType.LIMIT, TimeInForce.IMMEDIATE_OR_CANCEL, "100", null), QUOTE,
						new Decision.Cancel("limit not reached")),
				Arguments.of("immediate-or-cancel fill cancels the rest",
						order(Side.BUY, OrderType.MARKET, TimeInForce.IMMEDIATE_OR_CANCEL, null, null), QUOTE,
						new Decision.Fill(BigDecimal.TEN, new BigDecimal("101"), false, Decision.Then.CANCELS_REST)),
				Arguments.of("fill-or-kill beyond the volume is cancelled",
						order(Side.BUY, OrderType.MARKET, TimeInForce.FILL_OR_KILL, null, null),
						new Quote(NOW, new BigDecimal("99"), new BigDecimal("101"), null, new BigDecimal("9")),
						new Decision.Cancel("not fillable whole")),
				Arguments.of("a stale quote fills nothing",
						order(Side.BUY, OrderType.MARKET, TimeInForce.GOOD_TILL_CANCELLED, null, null),
						new Quote(NOW.minusSeconds(6), new BigDecimal("99"), new BigDecimal("101"), null, null),
						new Decision.Rest(false)));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("decisions")
	void decidesAsTheSimulatedVenue(String rule, ExchangeOrder order, Quote quote, Decision expected) {
		assertThat(matching.decide(order, quote, true, NOW)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("decisions")
	void fillsNothingWhileTheMarketIsClosed(String rule, ExchangeOrder order, Quote quote, Decision ignored) {
		Decision decision = matching.decide(order, quote, false, NOW);

		assertThat(decision).isEqualTo(order.order().timeInForce().isImmediate()
				? new Decision.Cancel("market closed") : new Decision.Rest(false));
	}

	@Test
	void buysWholeUnitsForAMoneyOrderAndCompletesWhenTheRestBuysNoUnit() {
		ExchangeOrder order = new ExchangeOrder("O-1", new NewOrder("c-1", new Instrument("ProviderA", "DE0000000001"),
				"DE0000000001", Side.BUY, OrderType.MARKET, TimeInForce.DAY,
				new Terms(null, new BigDecimal("1000"), null, null), "EUR"));

		assertThat(matching.decide(order, QUOTE, true, NOW))
			.isEqualTo(new Decision.Fill(new BigDecimal("9"), new BigDecimal("101"), false, Decision.Then.COMPLETES));
	}

	private static ExchangeOrder order(char side, OrderType type, TimeInForce timeInForce, @Nullable String limit,
			@Nullable String stop) {
		return new ExchangeOrder("O-1",
				new NewOrder("c-1", new Instrument("ProviderA", "DE0000000001"), "DE0000000001", side, type,
						timeInForce, new Terms(BigDecimal.TEN, null, limit == null ? null : new BigDecimal(limit),
								stop == null ? null : new BigDecimal(stop)),
						"EUR"));
	}
}
