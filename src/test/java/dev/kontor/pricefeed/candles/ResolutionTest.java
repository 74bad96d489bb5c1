package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.quotes.BarSpan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

class ResolutionTest {

	private static final Instant RANGE_BEGIN = Instant.parse("2026-03-04T10:17:31Z");

	static Stream<Arguments> longestBarSpans() {
		return Stream.of(arguments(Resolution.oneMinute, BarSpan.MINUTE),
				arguments(Resolution.fiveMinutes, BarSpan.MINUTE), arguments(Resolution.fifteenMinutes, BarSpan.MINUTE),
				arguments(Resolution.oneHour, BarSpan.HOUR), arguments(Resolution.fourHours, BarSpan.HOUR),
				arguments(Resolution.oneDay, BarSpan.DAY), arguments(Resolution.fourDays, BarSpan.DAY),
				arguments(Resolution.oneWeek, BarSpan.DAY), arguments(Resolution.thirtyDays, BarSpan.DAY),
				arguments(Resolution.oneYear, BarSpan.DAY), arguments(Resolution.allTime, BarSpan.DAY));
	}

	@ParameterizedTest
	@MethodSource("longestBarSpans")
	void readsNoBarLongerThanDividesTheResolution(Resolution resolution, BarSpan longest) {
		assertThat(resolution.longestBarSpan()).isEqualTo(longest);
	}

	static Stream<Arguments> bucketStarts() {
		return Stream.of(arguments(Resolution.fiveMinutes, "2026-03-04T10:17:31Z", "2026-03-04T10:15:00Z"),
				arguments(Resolution.fourHours, "2026-03-04T10:17:31Z", "2026-03-04T08:00:00Z"),
				arguments(Resolution.fourDays, "2026-03-04T10:17:31Z", "2026-03-04T00:00:00Z"),
				arguments(Resolution.fourDays, "2026-03-03T23:59:59Z", "2026-02-28T00:00:00Z"),
				// weeks since the epoch start on Thursdays, as 1970-01-01 did
				arguments(Resolution.oneWeek, "2026-03-04T10:17:31Z", "2026-02-26T00:00:00Z"),
				arguments(Resolution.thirtyDays, "2026-03-04T10:17:31Z", "2026-02-06T00:00:00Z"),
				arguments(Resolution.oneYear, "2026-03-04T10:17:31Z", "2025-12-18T00:00:00Z"),
				arguments(Resolution.oneHour, "1969-12-31T23:30:00Z", "1969-12-31T23:00:00Z"),
				arguments(Resolution.allTime, "2026-05-01T00:00:00Z", RANGE_BEGIN.toString()));
	}

	@ParameterizedTest
	@MethodSource("bucketStarts")
	void bucketsStartAtMultiplesOfTheResolutionSinceTheEpoch(Resolution resolution, String instant, String start) {
		assertThat(resolution.bucketStart(Instant.parse(instant), RANGE_BEGIN)).isEqualTo(Instant.parse(start));
	}

	@Test
	void countsThePartialBucketsAtBothEndsAndNotTheOneTheExclusiveEndStarts() {
		assertThat(Resolution.oneHour.bucketCount(Instant.parse("2026-03-04T10:30:00Z"),
				Instant.parse("2026-03-04T12:00:00Z"))).isEqualTo(2);
		assertThat(Resolution.oneHour.bucketCount(Instant.parse("2026-03-04T10:30:00Z"),
				Instant.parse("2026-03-04T12:00:01Z"))).isEqualTo(3);
		assertThat(Resolution.allTime.bucketCount(Instant.EPOCH, Instant.parse("2026-03-04T12:00:00Z"))).isEqualTo(1);
	}
}
