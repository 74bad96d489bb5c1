package dev.kontor.pricefeed.quotes;

import java.util.List;

import dev.kontor.pricefeed.LiveQuote;

/**
 * The newest quote of each instrument of an ingestion this instance accepted, announced as soon as the quotes are
 * queued for storing, before they are stored, so that the quote stream need not wait for the store. Published on the
 * ingesting request's thread, which a listener must not hold up. Once stored, the quotes newer than those held are
 * announced again as {@link dev.kontor.pricefeed.QuotesStored}: a listener of both drops a quote it has seen. A quote
 * the store then fails to keep (its request answers an error and is sent again) was announced all the same, as a
 * live price is.
 */
public record QuotesReceived(List<LiveQuote> quotes) {

	public QuotesReceived {
		quotes = List.copyOf(quotes);
	}
}
