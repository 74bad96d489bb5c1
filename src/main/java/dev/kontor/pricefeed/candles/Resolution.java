package dev.kontor.pricefeed.candles;

import java.time.Duration;
import java.time.Instant;

import dev.kontor.pricefeed.quotes.BarSpan;

/**
 * The resolutions of the custom candlestick operation (document 2). A bucket starts at a multiple of the resolution
 * since the epoch, UTC (contract, section 2): weeks start on Thursdays, as 1970-01-01 did, and {@link #oneYear} is
 * 365 days. {@link #allTime} is one bucket over the whole requested range, starting at its beginning.
 */
public enum Resolution {

	oneMinute(Duration.ofMinutes(1)), fiveMinutes(Duration.ofMinutes(5)), fifteenMinutes(Duration.ofMinutes(15)),
	oneHour(Duration.ofHours(1)), fourHours(Duration.ofHours(4)), oneDay(Duration.ofDays(1)),
	fourDays(Duration.ofDays(4)), oneWeek(Duration.ofDays(7)), thirtyDays(Duration.ofDays(30)),
	oneYear(Duration.ofDays(365)), allTime(Duration.ZERO);

	private final long seconds;

	Resolution(Duration length) {
		this.seconds = length.toSeconds();
	}

	/**
	 * The longest stored bar that lies wholly inside one bucket: a bar span that does not divide the resolution
	 * would straddle two buckets. Any bar does for {@link #allTime}, whose one bucket the range's ends cut anyway.
	 */
	public BarSpan longestBarSpan() {
		BarSpan longest = BarSpan.MINUTE;
		for (BarSpan span : BarSpan.values()) {
			if (this == allTime || seconds % span.seconds() == 0) {
				longest = span;
			}
		}
		return longest;
	}

	/** The start of the bucket holding {@code instant}, in a range beginning at {@code rangeBegin}. */
	public Instant bucketStart(Instant instant, Instant rangeBegin) {
		if (this == allTime) {
			return rangeBegin;
		}
		return Instant.ofEpochSecond(Math.floorDiv(instant.getEpochSecond(), seconds) * seconds);
	}

	/** How many buckets the range [begin, end) touches, partial ones at its ends included. */
	public long bucketCount(Instant begin, Instant end) {
		if (this == allTime) {
			return 1;
		}
		Instant last = end.minusNanos(1);
		return Math.floorDiv(last.getEpochSecond(), seconds) - Math.floorDiv(begin.getEpochSecond(), seconds) + 1;
	}

	/** The length of a bucket, zero for {@link #allTime}. */
	public Duration length() {
		return Duration.ofSeconds(seconds);
	}
}
