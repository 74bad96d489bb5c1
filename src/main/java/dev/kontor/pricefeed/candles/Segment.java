package dev.kontor.pricefeed.candles;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.quotes.BarSpan;

/**
 * A part [from, to) of a candle range read from one source: the stored bars of {@code span}, or the ticks themselves
 * when {@code span} is null.
 */
record Segment(@Nullable BarSpan span, Instant from, Instant to) {

	static Segment ticks(Instant from, Instant to) {
		return new Segment(null, from, to);
	}

	boolean isTicks() {
		return span == null;
	}
}
