package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * Open, high, low and close of the mid price over some quotes of one series, with the times of the first and last
 * quote and their number (the tick volume). Two bars of the same series merge exactly whatever their order: the
 * open is the earliest quote's, the close the latest quote's. {@code start} is where the bar's bucket begins.
 */
public record Bar(int seriesId, Instant start, Instant openTime, BigDecimal open, BigDecimal high, BigDecimal low,
		Instant closeTime, BigDecimal close, long quoteCount) {

	/** The bar of one quote's mid price, in the bucket starting at {@code start}. */
	public static Bar of(int seriesId, Instant start, Instant dateTime, BigDecimal mid) {
		return new Bar(seriesId, start, dateTime, mid, mid, mid, dateTime, mid, 1);
	}

	/** The bar over this bar's quotes and {@code other}'s (same series and bucket). */
	public Bar merge(Bar other) {
		boolean otherOpensFirst = other.openTime.isBefore(openTime);
		boolean otherClosesLast = other.closeTime.isAfter(closeTime);
		return new Bar(seriesId, start, otherOpensFirst ? other.openTime : openTime,
				otherOpensFirst ? other.open : open, high.max(other.high), low.min(other.low),
				otherClosesLast ? other.closeTime : closeTime, otherClosesLast ? other.close : close,
				quoteCount + other.quoteCount);
	}

	/** The same quotes, counted in the bucket starting at {@code newStart}. */
	public Bar inBucket(Instant newStart) {
		return new Bar(seriesId, newStart, openTime, open, high, low, closeTime, close, quoteCount);
	}
}
