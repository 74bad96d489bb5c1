package dev.kontor.pricefeed.calendars;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

/** When a market trades by its calendar: Xetra's hours in Berlin time, a whole-day and a half-day holiday. */
class TradingSessionsTest {

	static final String BERLIN = "Europe/Berlin";

	static final List<WorkingDay> WEEKDAYS = IntStream.rangeClosed(1, 5)
		.mapToObj(day -> new WorkingDay("XETR", day, BERLIN, 9, 0, 0, 17, 30, 0))
		.toList();

	static final List<Holiday> HOLIDAYS = List.of(
			new Holiday("XETR", LocalDate.parse("2026-12-25"), "Christmas Day", BERLIN, null, null, null, null, null,
					null),
			new Holiday("XETR", LocalDate.parse("2026-12-30"), "Early close", BERLIN, 14, 0, 0, 17, 30, 0));

	static Stream<Arguments> instants() {
		return Stream.of(Arguments.of("2026-12-28T08:59:59", false), Arguments.of("2026-12-28T09:00:00", true),
				Arguments.of("2026-12-28T17:29:59", true), Arguments.of("2026-12-28T17:30:00", false),
				Arguments.of("2026-12-26T12:00:00", false), Arguments.of("2026-12-25T12:00:00", false),
				Arguments.of("2026-12-30T13:59:59", true), Arguments.of("2026-12-30T14:00:00", false),
				Arguments.of("2026-07-01T09:00:00", true), Arguments.of("2026-07-01T08:30:00", false));
	}

	@ParameterizedTest(name = "{0} Berlin time: open {1}")
	@MethodSource("instants")
	void aMarketTradesInItsSessionOutsideItsHolidayClosures(String berlinTime, boolean open) {
		Instant at = LocalDateTime.parse(berlinTime).atZone(ZoneId.of(BERLIN)).toInstant();

		assertThat(new TradingSessions(WEEKDAYS, HOLIDAYS).isOpen(at)).isEqualTo(open);
	}

	@Test
	void aSessionEndsAtItsClosingTimeAndAClosedMarketHasNoSessionToEnd() {
		TradingSessions sessions = new TradingSessions(WEEKDAYS, HOLIDAYS);

		assertThat(sessions.sessionEnd(berlin("2026-12-28T10:15:00"))).contains(berlin("2026-12-28T17:30:00"));
		assertThat(sessions.sessionEnd(berlin("2026-12-28T17:30:00"))).isEmpty();
		assertThat(sessions.sessionEnd(berlin("2026-12-25T10:00:00"))).isEmpty();
	}

	@Test
	void aWorkingDayHasASessionThatNoHolidayClosesWhole() {
		TradingSessions sessions = new TradingSessions(WEEKDAYS, HOLIDAYS);

		assertThat(sessions.isWorkingDay(LocalDate.parse("2026-12-28"))).as("a Monday").isTrue();
		assertThat(sessions.isWorkingDay(LocalDate.parse("2026-12-26"))).as("a Saturday").isFalse();
		assertThat(sessions.isWorkingDay(LocalDate.parse("2026-12-25"))).as("Christmas Day").isFalse();
		assertThat(sessions.isWorkingDay(LocalDate.parse("2026-12-30"))).as("an early close").isTrue();
		assertThat(new TradingSessions(List.of(), List.of()).isWorkingDay(LocalDate.parse("2026-12-28"))).isFalse();
	}

	private static Instant berlin(String localTime) {
		return LocalDateTime.parse(localTime).atZone(ZoneId.of(BERLIN)).toInstant();
	}
}
