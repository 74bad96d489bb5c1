package dev.kontor.pricefeed.quotes;

/** A quote with the series it belongs to, as the writer stores it. */
record Tick(QuoteSeries series, Quote quote) {

	int seriesId() {
		return series.id();
	}
}
