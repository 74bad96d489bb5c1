package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.time.Instant;

import dev.kontor.pricefeed.quotes.MidPrice;

/** A quote of one series as the tests generate it: its time and bid and ask. */
public record TestTick(Instant dateTime, BigDecimal bid, BigDecimal ask) {

	public BigDecimal mid() {
		return MidPrice.of(bid, ask);
	}
}
