package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The latest quote of an instrument as an execution venue uses it: the bid a sale gets, the ask a purchase pays, and
 * the volumes offered at each (absent when the provider sends none).
 */
public record LiveQuote(TradeProvider provider, String isinCode, Instant dateTime, BigDecimal bid, BigDecimal ask,
		@Nullable BigDecimal bidVolume, @Nullable BigDecimal askVolume) {
}
