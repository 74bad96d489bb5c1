package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.LongStream;

/**
 * Random ticks over a few hours up to a few years, with times to the microsecond that are often whole seconds or
 * whole minutes (where segments meet), and a range that begins and ends anywhere around them, likewise rounded.
 * The same seed gives the same scenario, so that a failure names the seed that reproduces it.
 */
public final class TickScenarios {

	/**
	 * Before 2023-12-19, where 365-day buckets meet, so that even those see more than one bucket; early enough that
	 * the ingestion takes the latest tick (none may be ahead of its clock).
	 */
	private static final Instant ORIGIN = Instant.parse("2023-09-01T00:00:00Z");

	private static final List<Duration> SPREADS = List.of(Duration.ofHours(3), Duration.ofDays(4),
			Duration.ofDays(120), Duration.ofDays(800));

	private static final List<ChronoUnit> PRECISIONS = List.of(ChronoUnit.MICROS, ChronoUnit.MICROS,
			ChronoUnit.SECONDS, ChronoUnit.MINUTES);

	private static final long MINUTE_MICROS = 60_000_000L;

	private static final int MAX_TICKS = 150;

	private TickScenarios() {
	}

	/** Seeds 1 to {@code count}, one scenario each. */
	public static LongStream seeds(int count) {
		return LongStream.rangeClosed(1, count);
	}

	public static TickScenario of(long seed) {
		Random random = new Random(seed);
		long micros = SPREADS.get(random.nextInt(SPREADS.size())).toNanos() / 1_000;
		Instant a = instant(random, -MINUTE_MICROS, micros + MINUTE_MICROS);
		Instant b = instant(random, -MINUTE_MICROS, micros + MINUTE_MICROS);
		while (a.equals(b)) {
			b = instant(random, -MINUTE_MICROS, micros + MINUTE_MICROS);
		}
		List<TestTick> ticks = ticks(random, micros);
		return a.isBefore(b) ? new TickScenario(ticks, a, b) : new TickScenario(ticks, b, a);
	}

	/** Ticks in time order, one per time (as the store keeps them), bid 50 to 150, spread up to 0.5. */
	private static List<TestTick> ticks(Random random, long spreadMicros) {
		Map<Instant, TestTick> ticks = new TreeMap<>();
		int count = random.nextInt(MAX_TICKS + 1);
		for (int i = 0; i < count; i++) {
			Instant time = instant(random, 0, spreadMicros);
			BigDecimal bid = BigDecimal.valueOf(50_000_000L + random.nextLong(100_000_000L), 6);
			BigDecimal spread = BigDecimal.valueOf(random.nextLong(500_001L), 6);
			ticks.put(time, new TestTick(time, bid, bid.add(spread)));
		}
		List<TestTick> list = new ArrayList<>(ticks.values());
		list.sort(Comparator.comparing(TestTick::dateTime));
		return list;
	}

	/** An instant between the offsets from the origin: half to the microsecond, the rest whole seconds or minutes. */
	private static Instant instant(Random random, long fromMicros, long toMicros) {
		long offset = fromMicros + random.nextLong(toMicros - fromMicros + 1);
		ChronoUnit precision = PRECISIONS.get(random.nextInt(PRECISIONS.size()));
		return ORIGIN.plus(offset, ChronoUnit.MICROS).truncatedTo(precision);
	}
}
