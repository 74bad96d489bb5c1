package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.List;

/** Random ticks of one series and a range [begin, end) to compute candles over. */
public record TickScenario(List<TestTick> ticks, Instant begin, Instant end) {

	/**
	 * The range's end for {@code resolution}, moved closer to its beginning where the range would hold more buckets
	 * than one request may.
	 */
	public Instant endFor(Resolution resolution) {
		if (resolution.bucketCount(begin, end) <= Candles.MAX_BUCKETS) {
			return end;
		}
		return begin.plus(resolution.length().multipliedBy(Candles.MAX_BUCKETS - 1));
	}
}
