package dev.kontor.pricefeed.web;

import java.math.BigDecimal;
import java.time.Instant;

import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.shared.Decimals;

/**
 * A candlestick of the operation by range (document 2): high, low, open and close of the mid price, the start of its
 * bucket, and the tick volume (the number of quotes; quotes carry no traded volume).
 */
record Candlestick(BigDecimal hi, BigDecimal lo, BigDecimal op, BigDecimal cl, Instant dt, long vol) {

	static Candlestick of(Bar candle) {
		return new Candlestick(Decimals.plain(candle.high()), Decimals.plain(candle.low()),
				Decimals.plain(candle.open()), Decimals.plain(candle.close()), candle.start(), candle.quoteCount());
	}
}
