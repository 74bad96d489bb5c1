package dev.kontor.bankfiles.internal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.MonthDay;
import java.util.Set;

/**
 * The days TARGET2 settles SEPA payments: Monday to Friday except New Year's Day, Good Friday, Easter Monday,
 * 1 May, Christmas Day and 26 December (the ECB's TARGET closing days).
 */
final class Target2Calendar {

	private static final Set<MonthDay> FIXED_CLOSING_DAYS = Set.of(MonthDay.of(1, 1), MonthDay.of(5, 1),
			MonthDay.of(12, 25), MonthDay.of(12, 26));

	private Target2Calendar() {
	}

	static boolean isBusinessDay(LocalDate day) {
		if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY
				|| FIXED_CLOSING_DAYS.contains(MonthDay.from(day))) {
			return false;
		}
		LocalDate easter = easterSunday(day.getYear());
		return !day.equals(easter.minusDays(2)) && !day.equals(easter.plusDays(1));
	}

	/** The first business day after {@code day}. */
	static LocalDate nextBusinessDay(LocalDate day) {
		LocalDate next = day.plusDays(1);
		while (!isBusinessDay(next)) {
			next = next.plusDays(1);
		}
		return next;
	}

	/** {@code day} itself when it is a business day, or else the next one. */
	static LocalDate businessDayFrom(LocalDate day) {
		return isBusinessDay(day) ? day : nextBusinessDay(day);
	}

	/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
	static LocalDate easterSunday(int year) {
		int a = year % 19;
		int b = year / 100;
		int c = year % 100;
		int d = b / 4;
		int e = b % 4;
		int f = (b + 8) / 25;
		int g = (b - f + 1) / 3;
		int h = (19 * a + b - d - g + 15) % 30;
		int i = c / 4;
		int k = c % 4;
		int l = (32 + 2 * e + 2 * i - h - k) % 7;
		int m = (a + 11 * h + 22 * l) / 451;
		int month = (h + l - 7 * m + 114) / 31;
		int dayOfMonth = (h + l - 7 * m + 114) % 31 + 1;
		return LocalDate.of(year, month, dayOfMonth);
	}
}
