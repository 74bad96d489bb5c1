package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * Open, high, low and close of the mid price over some quotes of one series: the first and last quote's price with
 * its time ({@code opening}, {@code closing}), the extremes between them, and the number of quotes (the tick volume).
 * Two bars of the same series merge exactly whatever their order: the open is the earliest quote's, the close the
 * latest quote's. {@code start} is where the bar's bucket begins. A merge takes the quoted prices it keeps as they
 * are, so that it makes no object but the bar.
 */
public record Bar(int seriesId, Instant start, QuotedPrice opening, BigDecimal high, BigDecimal low,
		QuotedPrice closing, long quoteCount) {

	/** The bar of one quote's mid price, in the bucket starting at {@code start}. */
	public static Bar of(int seriesId, Instant start, Instant dateTime, BigDecimal mid) {
		QuotedPrice quote = new QuotedPrice(dateTime, mid);
		return new Bar(seriesId, start, quote, mid, mid, quote, 1);
	}

	/** The bar over this bar's quotes and {@code other}'s (same series and bucket). */
	public Bar merge(Bar other) {
		boolean otherOpensFirst = other.openTime().isBefore(openTime());
		boolean otherClosesLast = other.closeTime().isAfter(closeTime());
		return new Bar(seriesId, start, otherOpensFirst ? other.opening : opening, high.max(other.high),
				low.min(other.low), otherClosesLast ? other.closing : closing, quoteCount + other.quoteCount);
	}

	/** The same quotes, counted in the bucket starting at {@code newStart}. */
	public Bar inBucket(Instant newStart) {
		return new Bar(seriesId, newStart, opening, high, low, closing, quoteCount);
	}

	public Instant openTime() {
		return opening.time();
	}

	public BigDecimal open() {
		return opening.price();
	}

	public Instant closeTime() {
		return closing.time();
	}

	public BigDecimal close() {
		return closing.price();
	}
}
