package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import dev.kontor.pricefeed.quotes.BarSpan;

/**
 * Splits a range into the fewest reads of stored data that add up to it exactly: the longest allowed bars over the
 * whole bars of that span inside the range, the next shorter span over the parts left at either end, and ticks
 * before the first and after the last whole minute. A range thus costs at most seven range scans, however long.
 */
final class Segments {

	private Segments() {
	}

	/** Segments in time order, tiling [begin, end) without gaps or overlaps, using no bar longer than {@code longest}. */
	static List<Segment> of(Instant begin, Instant end, BarSpan longest) {
		List<Segment> segments = new ArrayList<>();
		split(begin, end, longest.ordinal(), segments);
		return segments;
	}

	private static void split(Instant from, Instant to, int spanIndex, List<Segment> segments) {
		if (!from.isBefore(to)) {
			return;
		}
		if (spanIndex < 0) {
			segments.add(Segment.ticks(from, to));
			return;
		}
		BarSpan span = BarSpan.values()[spanIndex];
		Instant firstWhole = ceil(from, span);
		Instant endOfWhole = span.startOf(to);
		if (!firstWhole.isBefore(endOfWhole)) {
			split(from, to, spanIndex - 1, segments);
			return;
		}
		split(from, firstWhole, spanIndex - 1, segments);
		segments.add(new Segment(span, firstWhole, endOfWhole));
		split(endOfWhole, to, spanIndex - 1, segments);
	}

	private static Instant ceil(Instant instant, BarSpan span) {
		Instant start = span.startOf(instant);
		return start.equals(instant) ? start : start.plusSeconds(span.seconds());
	}
}
