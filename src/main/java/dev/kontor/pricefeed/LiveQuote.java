package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The latest quote of an instrument as an execution venue and the quote stream use it: the bid a sale gets, the ask
 * a purchase pays, the volumes offered at each (absent when the provider sends none), and the provider's word for the
 * state of the quote (such as {@code Open}).
 */
public record LiveQuote(TradeProvider provider, String isinCode, Instant dateTime, String status, BigDecimal bid,
		BigDecimal ask, @Nullable BigDecimal bidVolume, @Nullable BigDecimal askVolume) {
}
