package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;

/** The latest quote of an instrument of one trade provider, with its mid price (bid + ask) / 2. */
public record MarketQuote(String isinCode, TradeProvider provider, Instant dateTime, String status, BigDecimal bid,
		BigDecimal ask, BigDecimal mid) {
}
