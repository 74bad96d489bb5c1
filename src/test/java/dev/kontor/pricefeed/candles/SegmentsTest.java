package dev.kontor.pricefeed.candles;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.quotes.BarSpan;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The split of a range into reads, over random ranges: exact and in order, aligned, no longer bars than allowed,
 * and no segment that holds a whole bar of a longer allowed span (which would mean more rows read than needed).
 */
class SegmentsTest {

	private static final Instant ORIGIN = Instant.parse("2026-03-01T00:00:00Z");

	private static final List<ChronoUnit> PRECISIONS = List.of(ChronoUnit.MICROS, ChronoUnit.SECONDS,
			ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.DAYS);

	static LongStream seeds() {
		return LongStream.rangeClosed(1, 2000);
	}

	@Test
	void readsTicksMinutesHoursDaysHoursMinutesTicksOverALongUnalignedRange() {
		Instant begin = Instant.parse("2026-03-01T10:15:30.5Z");
		Instant end = Instant.parse("2026-03-05T08:20:10Z");
		assertThat(Segments.of(begin, end, BarSpan.DAY)).containsExactly(
				Segment.ticks(begin, Instant.parse("2026-03-01T10:16:00Z")),
				new Segment(BarSpan.MINUTE, Instant.parse("2026-03-01T10:16:00Z"), Instant.parse("2026-03-01T11:00:00Z")),
				new Segment(BarSpan.HOUR, Instant.parse("2026-03-01T11:00:00Z"), Instant.parse("2026-03-02T00:00:00Z")),
				new Segment(BarSpan.DAY, Instant.parse("2026-03-02T00:00:00Z"), Instant.parse("2026-03-05T00:00:00Z")),
				new Segment(BarSpan.HOUR, Instant.parse("2026-03-05T00:00:00Z"), Instant.parse("2026-03-05T08:00:00Z")),
				new Segment(BarSpan.MINUTE, Instant.parse("2026-03-05T08:00:00Z"), Instant.parse("2026-03-05T08:20:00Z")),
				Segment.ticks(Instant.parse("2026-03-05T08:20:00Z"), end));
	}

	@Test
	void readsOnlyTicksWhenNoWholeMinuteFits() {
		Instant begin = Instant.parse("2026-03-01T10:15:30Z");
		Instant end = Instant.parse("2026-03-01T10:16:59Z");
		assertThat(Segments.of(begin, end, BarSpan.DAY)).containsExactly(Segment.ticks(begin, end));
	}

	@ParameterizedTest(name = "seed {0}")
	@MethodSource("seeds")
	void segmentsTileTheRangeInOrder(long seed) {
		Random random = new Random(seed);
		Instant a = instant(random);
		Instant b = instant(random);
		BarSpan longest = BarSpan.values()[random.nextInt(BarSpan.values().length)];
		Instant begin = a.isBefore(b) ? a : b;
		Instant end = a.isBefore(b) ? b : a;
		List<Segment> segments = Segments.of(begin, end, longest);
		Instant next = begin;
		for (Segment segment : segments) {
			assertThat(segment.from()).as("seed %d", seed).isEqualTo(next).isBefore(segment.to());
			assertAlignedAndMinimal(segment, longest, seed);
			next = segment.to();
		}
		assertThat(next).as("seed %d", seed).isEqualTo(end);
		assertThat(segments).hasSizeLessThanOrEqualTo(2 * longest.ordinal() + 3);
	}

	private static void assertAlignedAndMinimal(Segment segment, BarSpan longest, long seed) {
		if (!segment.isTicks()) {
			assertThat(segment.span().compareTo(longest)).as("seed %d", seed).isLessThanOrEqualTo(0);
			assertThat(segment.span().startOf(segment.from())).as("seed %d", seed).isEqualTo(segment.from());
			assertThat(segment.span().startOf(segment.to())).as("seed %d", seed).isEqualTo(segment.to());
		}
		int firstLonger = segment.isTicks() ? 0 : segment.span().ordinal() + 1;
		for (BarSpan span : BarSpan.values()) {
			if (span.ordinal() >= firstLonger && span.compareTo(longest) <= 0) {
				assertThat(holdsWholeBar(segment, span)).as("%s holds a whole %s bar, seed %d", segment, span, seed)
					.isFalse();
			}
		}
	}

	/** Whether the segment spans a bar of {@code span} from start to end: a longer read was possible then. */
	private static boolean holdsWholeBar(Segment segment, BarSpan span) {
		Instant start = span.startOf(segment.from());
		Instant firstWhole = start.equals(segment.from()) ? start : start.plusSeconds(span.seconds());
		return !firstWhole.plusSeconds(span.seconds()).isAfter(segment.to());
	}

	private static Instant instant(Random random) {
		long micros = random.nextLong(3L * 24 * 3600 * 1_000_000);
		return ORIGIN.plus(micros, ChronoUnit.MICROS).truncatedTo(PRECISIONS.get(random.nextInt(PRECISIONS.size())));
	}
}
