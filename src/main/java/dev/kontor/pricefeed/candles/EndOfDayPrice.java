package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;

/** The closing mid price of an instrument on a UTC date (document 2's end-of-day price item). */
public record EndOfDayPrice(String isinCode, BigDecimal price) {
}
