package dev.kontor.pricefeed;

/**
 * The ranges a market chart offers, each ending now: one day, five days, one, three and six months, one year. Each
 * has the resolution of the price feed's candlestick operation by range (document 2) of the same name.
 */
public enum ChartRange {

	d1("1 day"), d5("5 days"), m1("1 month"), m3("3 months"), m6("6 months"), y1("1 year");

	private final String label;

	ChartRange(String label) {
		this.label = label;
	}

	/** The range in words, as a chart's range links show it. */
	public String label() {
		return label;
	}
}
