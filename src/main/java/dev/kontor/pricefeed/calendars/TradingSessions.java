package dev.kontor.pricefeed.calendars;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

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
		return sessionEnd(at).isPresent();
	}

	/** The end of the session open at the instant; empty when the market is closed then. */
	public Optional<Instant> sessionEnd(Instant at) {
		Optional<Instant> end = workingDays.stream().flatMap(day -> {
			ZonedDateTime local = at.atZone(ZoneId.of(day.timeZone()));
			boolean inSession = local.getDayOfWeek().getValue() == day.dayOfWeek()
					&& !local.toLocalTime().isBefore(start(day)) && local.toLocalTime().isBefore(end(day));
			return inSession ? Stream.of(local.with(end(day)).toInstant()) : Stream.empty();
		}).findFirst();
		boolean closedForHoliday = holidays.stream().anyMatch(holiday -> {
			ZonedDateTime local = at.atZone(ZoneId.of(holiday.timeZone()));
			return local.toLocalDate().equals(holiday.date()) && !local.toLocalTime().isBefore(start(holiday))
					&& !local.toLocalTime().isAfter(end(holiday));
		});
		return closedForHoliday ? Optional.empty() : end;
	}

	/**
	 * Whether the market trades on the date: its weekday has a session that no holiday of the date closes whole. A
	 * market without a calendar has no working day.
	 */
	public boolean isWorkingDay(LocalDate date) {
		return workingDays.stream()
			.filter(day -> day.dayOfWeek() == date.getDayOfWeek().getValue())
			.anyMatch(day -> holidays.stream()
				.noneMatch(holiday -> holiday.date().equals(date) && !start(holiday).isAfter(start(day))
						&& !end(holiday).isBefore(end(day).minusSeconds(1))));
	}

	/** Whether the calendar names any day on which the market trades. */
	public boolean hasSessions() {
		return !workingDays.isEmpty();
	}

	private static LocalTime start(TradingTimes times) {
		return LocalTime.of(times.startHour(), times.startMinute(), times.startSecond());
	}

	private static LocalTime end(TradingTimes times) {
		return LocalTime.of(times.endHour(), times.endMinute(), times.endSecond());
	}
}
