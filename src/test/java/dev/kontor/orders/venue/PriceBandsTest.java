package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.orders.TradingHalt;
import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;

/** The price bands and halts of the simulated venue, and the property that no fill price leaves the band. */
class PriceBandsTest {

	private static final Instant START = Instant.parse("2026-11-27T10:00:00Z");

	private static final OrderIndex.Instrument STOCK = new OrderIndex.Instrument(TradeProvider.ProviderA,
			"DE0007164600");

	private final MutableClock clock = MutableClock.stoppedAt(START);

	private final Map<LocalDate, BigDecimal> closes = new HashMap<>();

	private final Map<OrderIndex.Instrument, LiveQuote> latest = new HashMap<>();

	private final SimpleMeterRegistry meters = new SimpleMeterRegistry();

	private final VenueSettings settings = new VenueSettings(Duration.ofSeconds(5), Duration.ofSeconds(10),
			BigDecimal.TEN, Duration.ofMinutes(5), Duration.ofSeconds(1), Duration.ofSeconds(5), Duration.ofSeconds(10));

	private boolean databaseAway;

	private final PriceBands bands = new PriceBands((provider, date, isins) -> {
		if (databaseAway) {
			throw new IllegalStateException("connection refused");
		}
		return closes.containsKey(date) ? Map.of(STOCK.isinCode(), closes.get(date)) : Map.of();
	},
			(provider, isin) -> Optional.ofNullable(latest.get(new OrderIndex.Instrument(provider, isin))), settings,
			new VenueMetrics(meters), clock);

	private VenueQuote quote(String bid, String ask) {
		VenueQuote quote = new VenueQuote(clock.instant(), new BigDecimal(bid), new BigDecimal(ask), null, null);
		latest.put(STOCK, new LiveQuote(STOCK.provider(), STOCK.isinCode(), quote.dateTime(), "Open", quote.bid(),
				quote.ask(), null, null));
		return quote;
	}

	private boolean admits(String bid, String ask) {
		return bands.admits(STOCK, quote(bid, ask));
	}

	private void pass(Duration duration) {
		clock.advance(duration);
	}

	@Test
	void theFirstQuoteOfAnInstrumentWithoutAnEndOfDayPriceSetsTheReferenceAndTheNextMayMoveItTenPercent() {
		assertThat(admits("99", "101")).isTrue();
		assertThat(bands.bandOf(STOCK).orElseThrow().reference()).isEqualByComparingTo("100");

		pass(Duration.ofSeconds(1));
		assertThat(admits("90", "110")).as("both bounds belong to the band").isTrue();
		pass(Duration.ofSeconds(1));
		assertThat(admits("108", "109.1")).isTrue();
		assertThat(bands.bandOf(STOCK).orElseThrow().reference()).isEqualByComparingTo("108.55");
		assertThat(bands.current()).isEmpty();
	}

	@Test
	void aQuoteFiftyPercentAwayFillsNothingAndHaltsTheInstrumentForTheHaltDuration() {
		admits("99", "101");
		pass(Duration.ofSeconds(1));

		assertThat(admits("149", "151")).isFalse();

		List<TradingHalt> halts = bands.current();
		assertThat(halts).singleElement().satisfies(halt -> {
			assertThat(halt.instrument().isinCode()).isEqualTo(STOCK.isinCode());
			assertThat(halt.cause().referencePrice()).isEqualByComparingTo("100");
			assertThat(halt.cause().lowerBound()).isEqualByComparingTo("90");
			assertThat(halt.cause().upperBound()).isEqualByComparingTo("110");
			assertThat(halt.cause().ask()).isEqualByComparingTo("151");
			assertThat(halt.period().haltedUntil()).isEqualTo(clock.instant().plus(Duration.ofMinutes(5)));
		});
		assertThat(meters.get("kontor.orders.venue.halts").counter().count()).isEqualTo(1);
		assertThat(meters.get("kontor.orders.venue.halted").gauge().value()).isEqualTo(1);

		pass(Duration.ofSeconds(1));
		assertThat(admits("99", "101")).as("a quote in the band fills nothing while the halt runs").isFalse();
		assertThat(bands.permits(STOCK, quote("99", "101"))).isFalse();

		pass(Duration.ofMinutes(5));
		assertThat(admits("100", "102")).as("after the halt a quote in the band resumes trading").isTrue();
		assertThat(bands.current()).isEmpty();
		assertThat(meters.get("kontor.orders.venue.halted").gauge().value()).isZero();
	}

	@Test
	void aHaltThatRunsOutWhileTheLatestQuoteIsStillOutsideTheBandBeginsAgainUntilTheOperatorLiftsIt() {
		admits("99", "101");
		pass(Duration.ofSeconds(1));
		admits("59", "61");
		Instant firstUntil = bands.current().getFirst().period().haltedUntil();

		pass(Duration.ofMinutes(5));
		bands.reviewEndedHalts();

		assertThat(bands.current()).singleElement()
			.satisfies(halt -> assertThat(halt.period().haltedUntil()).isAfter(firstUntil));
		assertThat(meters.get("kontor.orders.venue.halts").counter().count()).isEqualTo(2);

		assertThat(bands.lift(STOCK.provider(), STOCK.isinCode())).isTrue();
		assertThat(bands.current()).isEmpty();
		assertThat(bands.bandOf(STOCK).orElseThrow().reference()).isEqualByComparingTo("60");
		assertThat(bands.lift(STOCK.provider(), STOCK.isinCode())).as("nothing left to lift").isFalse();
		pass(Duration.ofSeconds(1));
		assertThat(admits("60", "61")).isTrue();
	}

	@Test
	void withoutAPriceOfItsOwnTheVenueTakesTheLatestEndOfDayPriceOfTheLastWeek() {
		closes.put(LocalDate.of(2026, 11, 24), new BigDecimal("50"));

		assertThat(admits("99", "101")).as("100 is twice the close of three days ago").isFalse();
		assertThat(bands.current()).singleElement()
			.satisfies(halt -> assertThat(halt.cause().referencePrice()).isEqualByComparingTo("50"));
	}

	@Test
	void whileTheEndOfDayPricesCannotBeReadAnUnknownInstrumentsQuoteFillsNothingAndTheNextAsksAgain() {
		closes.put(LocalDate.of(2026, 11, 26), new BigDecimal("100"));
		databaseAway = true;

		assertThat(admits("149", "151")).isFalse();
		assertThat(bands.bandOf(STOCK)).isEmpty();
		assertThat(bands.current()).isEmpty();

		databaseAway = false;
		pass(Duration.ofSeconds(1));
		assertThat(admits("149", "151")).as("the close of 100 is the reference now").isFalse();
		assertThat(bands.current()).singleElement()
			.satisfies(halt -> assertThat(halt.cause().referencePrice()).isEqualByComparingTo("100"));
	}

	@Test
	void aQuoteOlderThanTheLatestOrThanTheMaximalAgeFillsNothingAndMovesNoReference() {
		admits("99", "101");
		VenueQuote earlier = new VenueQuote(START.minusSeconds(1), new BigDecimal("104"), new BigDecimal("105"), null,
				null);
		pass(Duration.ofSeconds(10));
		VenueQuote stale = new VenueQuote(START.plusSeconds(4), new BigDecimal("30"), new BigDecimal("31"), null,
				null);

		assertThat(bands.admits(STOCK, earlier)).isFalse();
		assertThat(bands.admits(STOCK, stale)).isFalse();
		assertThat(bands.bandOf(STOCK).orElseThrow().reference()).isEqualByComparingTo("100");
		assertThat(bands.current()).isEmpty();
	}

	@Test
	void theSameQuoteTakenInAgainGetsTheSameAnswer() {
		VenueQuote wide = quote("80", "120");
		assertThat(bands.admits(STOCK, wide)).as("the first price sets the reference").isTrue();
		assertThat(bands.admits(STOCK, wide)).isTrue();
		assertThat(bands.current()).isEmpty();
	}

	/**
	 * The property of the issue: for random quote sequences (a random walk with jumps of up to 60 % either way, as a
	 * broken or hostile feed sends them) and random resting orders, every fill that the venue's rules decide, asked
	 * as the dealer asks (nothing while the bands do not permit the quote), is priced within the band of the
	 * reference price at that moment.
	 */
	@ParameterizedTest
	@ValueSource(longs = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 })
	void everyFillPriceLiesWithinTheBandOfTheReferencePriceAtThatMoment(long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		Matching matching = new Matching(settings.maxQuoteAge());
		List<RestingOrder> orders = randomOrders(random);
		BigDecimal mid = new BigDecimal("100");
		int fills = 0;
		int halted = 0;
		for (int step = 0; step < 2_000; step++) {
			pass(Duration.ofMillis(200 + random.nextInt(20_000)));
			mid = nextMid(random, mid);
			BigDecimal spread = mid.multiply(BigDecimal.valueOf(random.nextInt(1, 300), 4));
			VenueQuote quote = quote(mid.subtract(spread).max(new BigDecimal("0.01")).toPlainString(),
					mid.add(spread).toPlainString());
			Optional<PriceBand> before = bands.bandOf(STOCK);
			bands.admits(STOCK, quote);
			if (random.nextInt(50) == 0) {
				bands.reviewEndedHalts();
			}
			boolean permitted = bands.permits(STOCK, quote);
			halted += permitted ? 0 : 1;
			for (RestingOrder order : orders) {
				Decision decision = permitted ? matching.decide(order, quote, true, clock.instant())
						: matching.halted(order);
				if (decision instanceof Decision.Fill fill) {
					fills++;
					PriceBand band = before.or(() -> bands.bandOf(STOCK)).orElseThrow();
					assertThat(band.contains(fill.price())).as("seed %d step %d: %s in %s", seed, step, fill, band)
						.isTrue();
					assertThat(bands.bandOf(STOCK).orElseThrow().contains(fill.price())).isTrue();
				}
			}
		}
		assertThat(fills).as("the sequence fills orders at all").isPositive();
		assertThat(halted).as("and halts the instrument at times").isPositive();
	}

	/** Mostly small steps, now and then a jump of up to 60 % either way, never at or below 0. */
	private static BigDecimal nextMid(SplittableRandom random, BigDecimal mid) {
		double change = random.nextInt(20) == 0 ? random.nextDouble(-0.6, 0.6) : random.nextDouble(-0.02, 0.02);
		return mid.multiply(BigDecimal.valueOf(1 + change)).setScale(4, RoundingMode.HALF_EVEN)
			.max(new BigDecimal("0.05"));
	}

	private static List<RestingOrder> randomOrders(SplittableRandom random) {
		List<RestingOrder> orders = new ArrayList<>();
		for (int i = 0; i < 40; i++) {
			OrderSide side = random.nextBoolean() ? OrderSide.Buy : OrderSide.Sell;
			OrderType type = OrderType.values()[random.nextInt(OrderType.values().length)];
			BigDecimal limit = BigDecimal.valueOf(random.nextInt(20, 400));
			BigDecimal stop = BigDecimal.valueOf(random.nextInt(20, 400));
			boolean limited = type == OrderType.Limit || type == OrderType.StopLimit;
			boolean stopped = type == OrderType.Stop || type == OrderType.StopLimit;
			orders.add(new RestingOrder(new Order.Kind(side, type, TimeInForce.GoodTillCancelled), BigDecimal.TEN,
					null, limited ? limit : null, stopped ? stop : null, stopped && random.nextBoolean(), 0));
		}
		return orders;
	}
}
