package dev.kontor.pricefeed.quotes;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SecurityType;

/** The latest quote of an instrument in the quote book, with the stamp at which this instance took it in. */
record HeldQuote(QuoteSeries series, Quote quote, long stamp) {

	boolean isOf(@Nullable SecurityType type) {
		return type == null || series.type() == type;
	}
}
