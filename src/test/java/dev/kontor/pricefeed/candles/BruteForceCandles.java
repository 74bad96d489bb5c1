package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.QuotedPrice;
import dev.kontor.pricefeed.quotes.BarSpan;
import dev.kontor.shared.Decimals;

/**
 * Candles and bars the slow, obvious way, to check the computation against: every tick of the range, grouped by
 * the bucket its time falls in, each group's first and last tick by time, highest and lowest mid price, count.
 */
public final class BruteForceCandles {

	private BruteForceCandles() {
	}

	public static List<Bar> candles(List<TestTick> ticks, Resolution resolution, Instant begin, Instant end) {
		long seconds = resolution.length().toSeconds();
		List<TestTick> inRange = ticks.stream()
			.filter(tick -> !tick.dateTime().isBefore(begin) && tick.dateTime().isBefore(end))
			.toList();
		return group(inRange, tick -> resolution == Resolution.allTime ? begin : floor(tick.dateTime(), seconds));
	}

	/** The stored bars of {@code span} the ingestion writes for these ticks. */
	public static List<Bar> bars(List<TestTick> ticks, BarSpan span) {
		return group(ticks, tick -> floor(tick.dateTime(), span.seconds()));
	}

	/** The same bars with their prices in plain form, so that lists compare whatever scale a database answered. */
	public static List<Bar> plain(List<Bar> bars) {
		return bars.stream()
			.map(bar -> new Bar(0, bar.start(), new QuotedPrice(bar.openTime(), Decimals.plain(bar.open())),
					Decimals.plain(bar.high()), Decimals.plain(bar.low()),
					new QuotedPrice(bar.closeTime(), Decimals.plain(bar.close())), bar.quoteCount()))
			.toList();
	}

	private static List<Bar> group(List<TestTick> ticks, Function<TestTick, Instant> bucketOf) {
		Map<Instant, List<TestTick>> buckets = new TreeMap<>();
		ticks.forEach(tick -> buckets.computeIfAbsent(bucketOf.apply(tick), bucket -> new ArrayList<>()).add(tick));
		List<Bar> bars = new ArrayList<>();
		buckets.forEach((start, group) -> bars.add(bar(start, group)));
		return bars;
	}

	private static Bar bar(Instant start, List<TestTick> group) {
		TestTick first = group.stream().min(Comparator.comparing(TestTick::dateTime)).orElseThrow();
		TestTick last = group.stream().max(Comparator.comparing(TestTick::dateTime)).orElseThrow();
		List<BigDecimal> mids = group.stream().map(TestTick::mid).toList();
		return new Bar(0, start, new QuotedPrice(first.dateTime(), first.mid()), Collections.max(mids),
				Collections.min(mids), new QuotedPrice(last.dateTime(), last.mid()), group.size());
	}

	private static Instant floor(Instant instant, long seconds) {
		return Instant.ofEpochSecond(Math.floorDiv(instant.getEpochSecond(), seconds) * seconds);
	}
}
