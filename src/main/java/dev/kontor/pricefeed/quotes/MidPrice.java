package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Candlesticks and end-of-day prices are built from the mid price (bid + ask) / 2 (contract, section 2). */
public final class MidPrice {

	private static final BigDecimal TWO = BigDecimal.valueOf(2);

	private MidPrice() {
	}

	/** (bid + ask) / 2, exactly: halving a decimal adds at most one digit. */
	public static BigDecimal of(BigDecimal bid, BigDecimal ask) {
		BigDecimal sum = bid.add(ask);
		return sum.divide(TWO, sum.scale() + 1, RoundingMode.UNNECESSARY);
	}
}
