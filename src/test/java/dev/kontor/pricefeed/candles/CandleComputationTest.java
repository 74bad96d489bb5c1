package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.BarSpan;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The merging of segments into candles, without a database, over random scenarios: the bars a segment reads are
 * those the ingestion stores for the ticks, and the result must equal the brute force over the ticks for every
 * resolution.
 */
class CandleComputationTest {

	static LongStream seeds() {
		return TickScenarios.seeds(400);
	}

	@ParameterizedTest(name = "seed {0}")
	@MethodSource("seeds")
	void candlesEqualTheBruteForceOverTheTicks(long seed) {
		TickScenario scenario = TickScenarios.of(seed);
		Map<BarSpan, List<Bar>> stored = new EnumMap<>(BarSpan.class);
		for (BarSpan span : BarSpan.values()) {
			stored.put(span, BruteForceCandles.bars(scenario.ticks(), span));
		}
		for (Resolution resolution : Resolution.values()) {
			Instant end = scenario.endFor(resolution);
			List<Bar> candles = Buckets.candles(resolution, scenario.begin(), end,
					segment -> read(scenario.ticks(), stored, segment));
			assertThat(BruteForceCandles.plain(candles)).as("%s, seed %d", resolution, seed)
				.isEqualTo(BruteForceCandles
					.plain(BruteForceCandles.candles(scenario.ticks(), resolution, scenario.begin(), end)));
		}
	}

	/** What the store answers: a bar per tick inside the segment, or the stored bars starting inside it. */
	private static List<Bar> read(List<TestTick> ticks, Map<BarSpan, List<Bar>> stored, Segment segment) {
		if (segment.isTicks()) {
			return ticks.stream()
				.filter(tick -> inside(tick.dateTime(), segment))
				.map(tick -> Bar.of(0, tick.dateTime(), tick.dateTime(), tick.mid()))
				.toList();
		}
		return stored.get(segment.span()).stream().filter(bar -> inside(bar.start(), segment)).toList();
	}

	private static boolean inside(Instant instant, Segment segment) {
		return !instant.isBefore(segment.from()) && instant.isBefore(segment.to());
	}
}
