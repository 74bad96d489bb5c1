package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.List;

import dev.kontor.pricefeed.quotes.Bar;

/**
 * The candles of the range [begin, end) at a resolution, oldest first, each starting where its bucket does; buckets
 * without quotes are left out. The first and last candle hold only the quotes inside the range.
 */
public record CandleSeries(Instant begin, Instant end, Resolution resolution, List<Bar> candles) {

	public CandleSeries {
		candles = List.copyOf(candles);
	}
}
