package dev.kontor.pricefeed.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.candles.CandleRange;
import dev.kontor.pricefeed.candles.CandleSeries;
import dev.kontor.pricefeed.candles.Candles;
import dev.kontor.pricefeed.candles.DevelopmentSeries;
import dev.kontor.pricefeed.candles.Resolution;
import dev.kontor.pricefeed.candles.TimeSeries;
import dev.kontor.pricefeed.rules.DateTimes;
import dev.kontor.shared.web.EnumLists;

/**
 * Candlesticks of the mid price of an instrument (document 2). Buckets start at multiples of the resolution since
 * the epoch, UTC; dateBegin is inclusive, dateEnd exclusive; buckets without quotes are left out.
 */
@RestController
@RequestMapping("/api/pricefeed/v2/candlesticks/{isinCode}")
@Tag(name = "Price feed: candlesticks and end-of-day prices")
@RequiredArgsConstructor
class CandlestickController {

	private final Candles candles;

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "Candlesticks of a range ending now", description = "Resolutions: d1 fiveMinutes, "
			+ "d5 fifteenMinutes, m1 oneHour, m3 fourHours, m6 / y1 / ytd oneDay, y5 / y10 oneWeek (7 days from a "
			+ "Thursday, as weeks since the epoch are). d1 and d5 are 1 and 5 days back, m1 … y10 calendar months and "
			+ "years back in UTC, ytd from January 1 (UTC); the range ends with the current second. vol is the number "
			+ "of quotes (tick volume).")
	List<Candlestick> byRange(@PathVariable String isinCode,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider, @RequestParam CandleRange range) {
		return candles.byRange(provider, isinCode, range).candles().stream().map(Candlestick::of).toList();
	}

	@GetMapping("/custom")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "Candlestick series of a custom range and resolution", description = "dateBegin "
			+ "(inclusive) and dateEnd (exclusive) are UTC, yyyy-MM-dd HH:mm:ss. Without dateEnd the range ends with "
			+ "the current second; without dateBegin it spans 100 buckets (allTime: from 1970-01-01). At most 10000 "
			+ "buckets per request. oneWeek is 7 days, thirtyDays 30, oneYear 365; allTime is one bucket starting at "
			+ "dateBegin. timeStamps are bucket starts in epoch milliseconds; volumes count quotes. Development: value "
			+ "minus the first opening price of the range, and in percent of it (4 decimals, half up).")
	CandlestickSeries custom(@PathVariable String isinCode,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider, @RequestParam Resolution resolution,
			@RequestParam(required = false) @Nullable String dateBegin,
			@RequestParam(required = false) @Nullable String dateEnd,
			@RequestParam(required = false) @Nullable List<String> timeSeries,
			@RequestParam(required = false) @Nullable List<String> developmentSeries) {
		Set<TimeSeries> times = EnumLists.parse("timeSeries", joined(timeSeries), TimeSeries.class);
		Set<DevelopmentSeries> developments = EnumLists.parse("developmentSeries", joined(developmentSeries),
				DevelopmentSeries.class);
		CandleSeries series = candles.custom(provider, isinCode, resolution,
				dateBegin == null ? null : DateTimes.parse("dateBegin", dateBegin),
				dateEnd == null ? null : DateTimes.parse("dateEnd", dateEnd));
		return CandlestickSeries.of(isinCode, provider, times.isEmpty() ? EnumSet.allOf(TimeSeries.class) : times,
				developments, series);
	}

	private static @Nullable String joined(@Nullable List<String> values) {
		return values == null ? null : String.join(",", values);
	}
}
