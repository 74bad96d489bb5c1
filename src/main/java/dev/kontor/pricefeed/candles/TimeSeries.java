package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;

import dev.kontor.pricefeed.quotes.Bar;

/**
 * The time series of the custom candlestick operation (document 2). {@link #volumes} is the tick volume, the number
 * of quotes in the bucket: quotes carry no traded volume.
 */
public enum TimeSeries {

	openingPrices, closingPrices, highestPrices, lowestPrices, volumes;

	/** This series' value of one candle. */
	public BigDecimal valueOf(Bar candle) {
		return switch (this) {
			case openingPrices -> candle.open();
			case closingPrices -> candle.close();
			case highestPrices -> candle.high();
			case lowestPrices -> candle.low();
			case volumes -> BigDecimal.valueOf(candle.quoteCount());
		};
	}
}
