package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.kontor.pricefeed.quotes.Bar;

/** Merges pieces of a range (ticks and stored bars) into the candles of its buckets. */
final class Buckets {

	private Buckets() {
	}

	/**
	 * The candles of the buckets that hold a piece, in time order, each starting where its bucket does. Every piece
	 * must lie wholly in one bucket, which holds when its span divides the resolution ({@link Segments}).
	 */
	static List<Bar> merge(Iterable<Bar> pieces, Resolution resolution, Instant rangeBegin) {
		Map<Instant, Bar> candles = new TreeMap<>();
		for (Bar piece : pieces) {
			Instant bucket = resolution.bucketStart(piece.start(), rangeBegin);
			candles.merge(bucket, piece.inBucket(bucket), Bar::merge);
		}
		return List.copyOf(candles.values());
	}
}
