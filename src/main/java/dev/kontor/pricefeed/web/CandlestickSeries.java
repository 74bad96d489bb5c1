package dev.kontor.pricefeed.web;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.candles.CandleSeries;
import dev.kontor.pricefeed.candles.DevelopmentSeries;
import dev.kontor.pricefeed.candles.Resolution;
import dev.kontor.pricefeed.candles.SeriesValues;
import dev.kontor.pricefeed.candles.TimeSeries;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.rules.DateTimes;

/**
 * The candlestick series of the custom range operation (document 2): the request as served, the buckets' start
 * times in epoch milliseconds, and only the series requested, written flat.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record CandlestickSeries(Request request, List<Long> timeStamps, @JsonUnwrapped Prices prices,
		@JsonUnwrapped Developments developments) {

	/** The request as served: the range after defaults, the series after defaults, in document order. */
	record Request(String isinCode, TradeProvider provider, String dateBegin, String dateEnd, Resolution resolution,
			Set<TimeSeries> timeSeries, Set<DevelopmentSeries> developmentSeries) {
	}

	/** The requested series of the candles' prices and volumes. */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	record Prices(@Nullable List<BigDecimal> openingPrices, @Nullable List<BigDecimal> closingPrices,
			@Nullable List<BigDecimal> highestPrices, @Nullable List<BigDecimal> lowestPrices,
			@Nullable List<BigDecimal> volumes) {

		static Prices of(Values values) {
			return new Prices(values.of(TimeSeries.openingPrices), values.of(TimeSeries.closingPrices),
					values.of(TimeSeries.highestPrices), values.of(TimeSeries.lowestPrices),
					values.of(TimeSeries.volumes));
		}
	}

	/** The requested series of the prices' development since the first candle, absolute and in percent. */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	record Developments(@Nullable List<@Nullable BigDecimal> openingPricesDevelopment,
			@Nullable List<@Nullable BigDecimal> openingPricesDevelopmentInPercent,
			@Nullable List<@Nullable BigDecimal> closingPricesDevelopment,
			@Nullable List<@Nullable BigDecimal> closingPricesDevelopmentInPercent,
			@Nullable List<@Nullable BigDecimal> highestPricesDevelopment,
			@Nullable List<@Nullable BigDecimal> highestPricesDevelopmentInPercent,
			@Nullable List<@Nullable BigDecimal> lowestPricesDevelopment,
			@Nullable List<@Nullable BigDecimal> lowestPricesDevelopmentInPercent) {

		static Developments of(Values values) {
			return new Developments(values.of(DevelopmentSeries.openingPricesDevelopment),
					values.of(DevelopmentSeries.openingPricesDevelopmentInPercent),
					values.of(DevelopmentSeries.closingPricesDevelopment),
					values.of(DevelopmentSeries.closingPricesDevelopmentInPercent),
					values.of(DevelopmentSeries.highestPricesDevelopment),
					values.of(DevelopmentSeries.highestPricesDevelopmentInPercent),
					values.of(DevelopmentSeries.lowestPricesDevelopment),
					values.of(DevelopmentSeries.lowestPricesDevelopmentInPercent));
		}
	}

	static CandlestickSeries of(String isinCode, TradeProvider provider, Set<TimeSeries> timeSeries,
			Set<DevelopmentSeries> developmentSeries, CandleSeries series) {
		Request request = new Request(isinCode, provider, DateTimes.format(series.begin()),
				DateTimes.format(series.end()), series.resolution(), timeSeries, developmentSeries);
		List<Bar> candles = series.candles();
		Values values = new Values(candles, timeSeries, developmentSeries);
		return new CandlestickSeries(request, candles.stream().map(candle -> candle.start().toEpochMilli()).toList(),
				Prices.of(values), Developments.of(values));
	}

	/** The values of the requested series; null (left out of the answer) for the others. */
	private record Values(List<Bar> candles, Set<TimeSeries> timeSeries, Set<DevelopmentSeries> developmentSeries) {

		@Nullable List<BigDecimal> of(TimeSeries series) {
			return timeSeries.contains(series) ? SeriesValues.of(candles, series) : null;
		}

		@Nullable List<@Nullable BigDecimal> of(DevelopmentSeries series) {
			return developmentSeries.contains(series) ? SeriesValues.of(candles, series) : null;
		}
	}
}
