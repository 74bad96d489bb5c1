package dev.kontor.pricefeed.candles;

/**
 * The development series of the custom candlestick operation (document 2): a price series against the first opening
 * price of the range, as a difference or in percent of it.
 */
public enum DevelopmentSeries {

	openingPricesDevelopment(TimeSeries.openingPrices, false),
	openingPricesDevelopmentInPercent(TimeSeries.openingPrices, true),
	closingPricesDevelopment(TimeSeries.closingPrices, false),
	closingPricesDevelopmentInPercent(TimeSeries.closingPrices, true),
	highestPricesDevelopment(TimeSeries.highestPrices, false),
	highestPricesDevelopmentInPercent(TimeSeries.highestPrices, true),
	lowestPricesDevelopment(TimeSeries.lowestPrices, false),
	lowestPricesDevelopmentInPercent(TimeSeries.lowestPrices, true);

	private final TimeSeries prices;

	private final boolean inPercent;

	DevelopmentSeries(TimeSeries prices, boolean inPercent) {
		this.prices = prices;
		this.inPercent = inPercent;
	}

	public TimeSeries prices() {
		return prices;
	}

	public boolean inPercent() {
		return inPercent;
	}
}
