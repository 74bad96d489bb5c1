package dev.kontor.pricefeed;

/**
 * The ranges a market chart offers, each ending now: one day, five days, one, three and six months, one year. Each
 * has the resolution of the price feed's candlestick operation by range (document 2) of the same name.
 */
public enum ChartRange {
	d1, d5, m1, m3, m6, y1
}
