package dev.kontor.pricefeed.calendars;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

class CalendarRulesTest {

	private static WorkingDay day(int dayOfWeek, String zone, int startHour, int startMinute, int endHour,
			int endMinute) {
		return new WorkingDay(null, dayOfWeek, zone, startHour, startMinute, 0, endHour, endMinute, 0);
	}

	private static MarketCalendar calendar(WorkingDay... days) {
		return new MarketCalendar(null, List.of(days), List.of());
	}

	static Stream<Arguments> faults() {
		return Stream.of(Arguments.of(day(0, "Europe/Berlin", 9, 0, 17, 30), "workingDays[0].dayOfWeek"),
				Arguments.of(day(8, "Europe/Berlin", 9, 0, 17, 30), "workingDays[0].dayOfWeek"),
				Arguments.of(day(1, "Europe/Berlin", 24, 0, 17, 30), "workingDays[0].startHour"),
				Arguments.of(day(1, "Europe/Berlin", 9, 60, 17, 30), "workingDays[0].startMinute"),
				Arguments.of(day(1, "Mars/Olympus", 9, 0, 17, 30), "workingDays[0].timeZone"),
				Arguments.of(day(1, "Europe/Berlin", 17, 30, 9, 0), "workingDays[0].endHour"),
				Arguments.of(day(1, "Europe/Berlin", 9, 0, 9, 0), "workingDays[0].endHour"));
	}

	@ParameterizedTest
	@MethodSource("faults")
	void namesTheFieldAtFault(WorkingDay day, String property) {
		assertThat(CalendarRules.check(calendar(day), 100).errors()).containsOnlyKeys(property);
	}

	@Test
	void acceptsTheBoundsOfTheIsoWeekAndTheClock() {
		assertThat(CalendarRules.check(calendar(day(1, "UTC", 0, 0, 23, 59), day(7, "Asia/Tokyo", 9, 0, 15, 30)), 100)
			.isEmpty()).isTrue();
	}

	@Test
	void aDayOfTheWeekOrAHolidayDateNamedTwiceIsAProblem() {
		assertThat(CalendarRules.check(calendar(day(1, "UTC", 9, 0, 17, 0), day(1, "UTC", 10, 0, 17, 0)), 100)
			.errors()).containsOnlyKeys("workingDays[1].dayOfWeek");
		Holiday newYear = new Holiday(null, LocalDate.of(2026, 1, 1), "New Year", "UTC", null, null, null, null,
				null, null);
		assertThat(CalendarRules.check(new MarketCalendar(null, List.of(), List.of(newYear, newYear)), 100).errors())
			.containsOnlyKeys("holidays[1].date");
	}

	@Test
	void aHolidayWithoutTimesLastsTheWholeDayAndTooManyHolidaysAreRefused() {
		Holiday holiday = new Holiday(null, LocalDate.of(2026, 5, 1), "Labour Day", "Europe/Berlin", null, null,
				null, null, null, null);
		assertThat(List.of(holiday.startHour(), holiday.startMinute(), holiday.endHour(), holiday.endMinute(),
				holiday.endSecond())).containsExactly(0, 0, 23, 59, 59);
		assertThat(CalendarRules.check(new MarketCalendar(null, List.of(), List.of(holiday, holiday)), 1).errors())
			.containsOnlyKeys("holidays");
	}
}
