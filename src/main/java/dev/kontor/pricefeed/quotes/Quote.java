package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.TradeProvider;

/**
 * A price quote of document 2: the bid and ask of an instrument of one trade provider at {@code dateTime}.
 * {@code status} is the provider's word for the state of the quote (such as {@code Open}), passed on as sent.
 */
public record Quote(String isinCode, TradeProvider provider, Instant dateTime, String status, BigDecimal bid,
		BigDecimal ask, @Nullable BigDecimal bidVolume, @Nullable BigDecimal askVolume) {

	public BigDecimal mid() {
		return MidPrice.of(bid, ask);
	}

	/** The quote as an execution venue uses it. */
	public LiveQuote live() {
		return new LiveQuote(provider, isinCode, dateTime, status, bid, ask, bidVolume, askVolume);
	}

	public boolean isNewerThan(Quote other) {
		return dateTime.isAfter(other.dateTime);
	}
}
