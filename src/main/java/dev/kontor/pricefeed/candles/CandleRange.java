package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.time.LocalDate;
import java.time.Period;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

/**
 * The ranges of the candlestick operation by range (document 2), each with the resolution that gives a few hundred
 * candles at most, ending now. Months and years are calendar months and years back in UTC; {@link #ytd} begins on
 * January 1 of the current UTC year.
 */
public enum CandleRange {

	d1(Resolution.fiveMinutes, Period.ofDays(1)), d5(Resolution.fifteenMinutes, Period.ofDays(5)),
	m1(Resolution.oneHour, Period.ofMonths(1)), m3(Resolution.fourHours, Period.ofMonths(3)),
	m6(Resolution.oneDay, Period.ofMonths(6)), y1(Resolution.oneDay, Period.ofYears(1)),
	y5(Resolution.oneWeek, Period.ofYears(5)), y10(Resolution.oneWeek, Period.ofYears(10)),
	ytd(Resolution.oneDay, null);

	private final Resolution resolution;

	private final @Nullable Period length;

	CandleRange(Resolution resolution, @Nullable Period length) {
		this.resolution = resolution;
		this.length = length;
	}

	public Resolution resolution() {
		return resolution;
	}

	/** Where the range ending at {@code end} begins. */
	public Instant begin(Instant end) {
		if (length == null) {
			return LocalDate.ofInstant(end, ZoneOffset.UTC).withDayOfYear(1).atStartOfDay().toInstant(ZoneOffset.UTC);
		}
		return end.atOffset(ZoneOffset.UTC).minus(length).toInstant();
	}
}
