package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A candlestick of the mid price: open, high, low and close over the bucket starting at {@code start}, and the number
 * of quotes in it (tick volume).
 */
public record MarketCandle(Instant start, BigDecimal open, BigDecimal high, BigDecimal low, BigDecimal close,
		long quotes) {
}
