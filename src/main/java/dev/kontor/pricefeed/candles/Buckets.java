package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import dev.kontor.pricefeed.quotes.Bar;

/** Merges pieces of a range (ticks and stored bars) into the candles of its buckets. */
final class Buckets {

	private Buckets() {
	}

	/**
	 * The candles of [begin, end), from the pieces {@code reader} gives for each segment of the range: every bar
	 * read lies wholly in one bucket, since no bar longer than the resolution's {@link Resolution#longestBarSpan()}
	 * is asked for.
	 */
	static List<Bar> candles(Resolution resolution, Instant begin, Instant end, Function<Segment, List<Bar>> reader) {
		List<Bar> pieces = new ArrayList<>();
		for (Segment segment : Segments.of(begin, end, resolution.longestBarSpan())) {
			pieces.addAll(reader.apply(segment));
		}
		return merge(pieces, resolution, begin);
	}

	/**
	 * The candles of the buckets that hold a piece, in time order, each starting where its bucket does. Every piece
	 * must lie wholly in one bucket, which holds when its span divides the resolution ({@link Segments}).
	 */
	private static List<Bar> merge(Iterable<Bar> pieces, Resolution resolution, Instant rangeBegin) {
		Map<Instant, Bar> candles = new TreeMap<>();
		for (Bar piece : pieces) {
			Instant bucket = resolution.bucketStart(piece.start(), rangeBegin);
			candles.merge(bucket, piece.inBucket(bucket), Bar::merge);
		}
		return List.copyOf(candles.values());
	}
}
