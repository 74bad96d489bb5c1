package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.shared.Decimals;

/**
 * The values of a time series or development series over candles, in the platform's plain decimal form. A
 * development is measured against the first opening price of the range: the difference exactly, the percentage
 * rounded half up to {@value #PERCENT_SCALE} decimals.
 */
public final class SeriesValues {

	public static final int PERCENT_SCALE = 4;

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private SeriesValues() {
	}

	public static List<BigDecimal> of(List<Bar> candles, TimeSeries series) {
		return candles.stream().map(candle -> Decimals.plain(series.valueOf(candle))).toList();
	}

	/**
	 * The development of each candle's price; in percent, null for every candle when the first opening price is
	 * zero, since no percentage of zero exists.
	 */
	public static List<@Nullable BigDecimal> of(List<Bar> candles, DevelopmentSeries series) {
		if (candles.isEmpty()) {
			return List.of();
		}
		BigDecimal firstOpen = candles.getFirst().open();
		return candles.stream().map(candle -> development(series, series.prices().valueOf(candle), firstOpen)).toList();
	}

	private static @Nullable BigDecimal development(DevelopmentSeries series, BigDecimal price, BigDecimal firstOpen) {
		BigDecimal difference = price.subtract(firstOpen);
		if (!series.inPercent()) {
			return Decimals.plain(difference);
		}
		if (firstOpen.signum() == 0) {
			return null;
		}
		return Decimals.plain(difference.multiply(HUNDRED).divide(firstOpen, PERCENT_SCALE, RoundingMode.HALF_UP));
	}
}
