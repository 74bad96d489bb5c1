package dev.kontor.pricefeed.stream;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.TradeProvider;

/**
 * A quote as the stream sends it: the fields of the quote reads ({@code GET /api/pricefeed/v2/quotes/{isinCode}}),
 * written the same way, so that a client parses both alike.
 */
record StreamedQuote(String isinCode, TradeProvider provider, BigDecimal bid, BigDecimal ask,
		@Nullable BigDecimal bidVolume, @Nullable BigDecimal askVolume, Instant dateTime, String status) {

	static StreamedQuote of(LiveQuote quote) {
		return new StreamedQuote(quote.isinCode(), quote.provider(), quote.bid(), quote.ask(), quote.bidVolume(),
				quote.askVolume(), quote.dateTime(), quote.status());
	}
}
