package dev.kontor.pricefeed.calendars;

import java.time.DateTimeException;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import dev.kontor.pricefeed.rules.Problems;

/**
 * What the annotations of a calendar cannot say: time zones known to {@code java.time}, a session that starts
 * before it ends, one entry per day of the week and per holiday date.
 */
final class CalendarRules {

	private CalendarRules() {
	}

	/** Every problem of the calendar, named like {@code workingDays[2].endHour}; none past {@code maxHolidays}. */
	static Problems check(MarketCalendar calendar, int maxHolidays) {
		Problems problems = new Problems();
		if (calendar.holidays().size() > maxHolidays) {
			return problems.add("holidays", "at most " + maxHolidays + " per calendar");
		}
		checkEntries(problems, "workingDays", calendar.workingDays(), "dayOfWeek", WorkingDay::dayOfWeek);
		checkEntries(problems, "holidays", calendar.holidays(), "date", Holiday::date);
		return problems;
	}

	private static <T extends TradingTimes> void checkEntries(Problems problems, String list, List<T> entries,
			String keyName, Function<T, Object> key) {
		Set<Object> seen = new HashSet<>();
		for (int i = 0; i < entries.size(); i++) {
			T entry = entries.get(i);
			String prefix = list + "[" + i + "]";
			if (problems.validate(prefix, entry)) {
				checkTimes(problems, prefix, entry);
			}
			Object value = key.apply(entry);
			if (value != null && !seen.add(value)) {
				problems.add(prefix + "." + keyName, "names " + value + " a second time");
			}
		}
	}

	private static void checkTimes(Problems problems, String prefix, TradingTimes times) {
		if (!isZone(times.timeZone())) {
			problems.add(prefix + ".timeZone", "must be a time zone id such as Europe/Berlin");
		}
		LocalTime start = LocalTime.of(times.startHour(), times.startMinute(), times.startSecond());
		LocalTime end = LocalTime.of(times.endHour(), times.endMinute(), times.endSecond());
		if (!start.isBefore(end)) {
			problems.add(prefix + ".endHour", "the end " + end + " must be after the start " + start);
		}
	}

	static boolean isZone(String zone) {
		try {
			ZoneId.of(zone);
			return true;
		}
		catch (DateTimeException ex) {
			return false;
		}
	}
}
