package dev.kontor.pricefeed.calendars;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * A market's calendar as read once, to ask for many instants whether the market trades: within the session of that
 * weekday in the market's time zone (start inclusive, end exclusive) and outside every holiday closure of that date
 * (its end second included). A market without a calendar has neither and never trades.
 */
public record TradingSessions(List<WorkingDay> workingDays, List<Holiday> holidays) {

	public TradingSessions {
		workingDays = List.copyOf(workingDays);
		holidays = List.copyOf(holidays);
	}

	public boolean isOpen(Instant at) {
		boolean inSession = workingDays.stream().anyMatch(day -> {
			ZonedDateTime local = at.atZone(ZoneId.of(day.timeZone()));
			return local.getDayOfWeek().getValue() == day.dayOfWeek() && !local.toLocalTime().isBefore(start(day))
					&& local.toLocalTime().isBefore(end(day));
		});
		return inSession && holidays.stream().noneMatch(holiday -> {
			ZonedDateTime local = at.atZone(ZoneId.of(holiday.timeZone()));
			return local.toLocalDate().equals(holiday.date()) && !local.toLocalTime().isBefore(start(holiday))
					&& !local.toLocalTime().isAfter(end(holiday));
		});
	}

	private static LocalTime start(TradingTimes times) {
		return LocalTime.of(times.startHour(), times.startMinute(), times.startSecond());
	}

	private static LocalTime end(TradingTimes times) {
		return LocalTime.of(times.endHour(), times.endMinute(), times.endSecond());
	}
}
