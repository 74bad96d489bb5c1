package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;

import dev.kontor.pricefeed.TradeProvider;

/**
 * An instrument the venue stopped filling, as exchanges interrupt trading when a price jumps: the quote that left
 * the price band around the reference price, and until when nothing fills (resting orders stay).
 */
public record TradingHalt(TradeProvider provider, String isinCode, BigDecimal referencePrice, BigDecimal lowerBound,
		BigDecimal upperBound, Instant quoteDateTime, BigDecimal bid, BigDecimal ask, Instant haltedAt,
		Instant haltedUntil) {
}
