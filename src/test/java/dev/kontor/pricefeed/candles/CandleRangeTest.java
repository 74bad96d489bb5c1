package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

class CandleRangeTest {

	private static final Instant END = Instant.parse("2026-03-31T10:00:01Z");

	static Stream<Arguments> ranges() {
		return Stream.of(arguments(CandleRange.d1, "2026-03-30T10:00:01Z", Resolution.fiveMinutes),
				arguments(CandleRange.d5, "2026-03-26T10:00:01Z", Resolution.fifteenMinutes),
				// calendar months back: February has no 31st
				arguments(CandleRange.m1, "2026-02-28T10:00:01Z", Resolution.oneHour),
				arguments(CandleRange.m3, "2025-12-31T10:00:01Z", Resolution.fourHours),
				arguments(CandleRange.m6, "2025-09-30T10:00:01Z", Resolution.oneDay),
				arguments(CandleRange.y1, "2025-03-31T10:00:01Z", Resolution.oneDay),
				arguments(CandleRange.y5, "2021-03-31T10:00:01Z", Resolution.oneWeek),
				arguments(CandleRange.y10, "2016-03-31T10:00:01Z", Resolution.oneWeek),
				arguments(CandleRange.ytd, "2026-01-01T00:00:00Z", Resolution.oneDay));
	}

	@ParameterizedTest
	@MethodSource("ranges")
	void beginsTheDocumentedTimeBeforeItsEndAtItsResolution(CandleRange range, String begin, Resolution resolution) {
		assertThat(range.begin(END)).isEqualTo(Instant.parse(begin));
		assertThat(range.resolution()).isEqualTo(resolution);
		assertThat(resolution.bucketCount(range.begin(END), END)).isLessThanOrEqualTo(Candles.MAX_BUCKETS);
	}
}
