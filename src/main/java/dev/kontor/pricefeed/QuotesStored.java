package dev.kontor.pricefeed;

import java.util.List;

/**
 * Quotes newer than any this instance held for their instruments, announced once they are stored (committed): the
 * newest of each instrument of a written group, and the ones other instances stored as this instance reads them back
 * (when they announce them, and every {@code kontor.pricefeed.quotes.refresh-interval}). Published on the thread that
 * stores quotes, outside any transaction: a listener must hand the work over to a thread of its own rather than slow
 * down the quote intake.
 */
public record QuotesStored(List<LiveQuote> quotes) {

	public QuotesStored {
		quotes = List.copyOf(quotes);
	}
}
