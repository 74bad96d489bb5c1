package dev.kontor.pricefeed.quotes;

import java.util.List;

/**
 * Ticks and bars as rows of PostgreSQL's binary COPY format ({@link BinaryCopyRows}): ticks in the column order
 * (series_id, date_time, status, bid, ask, bid_volume, ask_volume), bars in that of {@link BarRows#COLUMNS}.
 */
final class QuoteCopyRows {

	/** About what a tick with volumes takes, so that the array rarely grows. */
	private static final int TICK_BYTES = 112;

	private static final int BAR_BYTES = 150;

	private QuoteCopyRows() {
	}

	/** The rows of {@code ticks}, without header or trailer. */
	static byte[] ticks(List<Tick> ticks) {
		BinaryCopyRows rows = new BinaryCopyRows(ticks.size() * TICK_BYTES);
		for (Tick tick : ticks) {
			Quote quote = tick.quote();
			rows.row(7)
				.int4(tick.seriesId())
				.timestamp(quote.dateTime())
				.text(quote.status())
				.numeric(quote.bid())
				.numeric(quote.ask())
				.numeric(quote.bidVolume())
				.numeric(quote.askVolume());
		}
		return rows.toBytes();
	}

	/** The rows of {@code bars}, without header or trailer. */
	static byte[] bars(List<Bar> bars) {
		BinaryCopyRows rows = new BinaryCopyRows(bars.size() * BAR_BYTES);
		for (Bar bar : bars) {
			rows.row(9)
				.int4(bar.seriesId())
				.timestamp(bar.start())
				.timestamp(bar.openTime())
				.numeric(bar.open())
				.numeric(bar.high())
				.numeric(bar.low())
				.timestamp(bar.closeTime())
				.numeric(bar.close())
				.int8(bar.quoteCount());
		}
		return rows.toBytes();
	}

}
