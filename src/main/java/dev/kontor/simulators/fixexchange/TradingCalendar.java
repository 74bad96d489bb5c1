package dev.kontor.simulators.fixexchange;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A market's calendar as the price feed answers it ({@code /markets/{mic}/working-days} and {@code /holidays}),
 * asked as Kontor's own {@code TradingSessions} asks it: open within the session of that weekday in the market's time
 * zone (start inclusive, end exclusive) and outside every holiday closure of the date (its end second included). A
 * market without a calendar never trades.
 */
record TradingCalendar(List<Session> sessions, List<Closure> closures) {

	static final TradingCalendar NONE = new TradingCalendar(List.of(), List.of());

	/** A weekday's trading hours; {@code dayOfWeek} is ISO 8601, Monday = 1. */
	record Session(int dayOfWeek, ZoneId timeZone, LocalTime start, LocalTime end) {
	}

	/** A holiday closure of a date, from start to end in its time zone. */
	record Closure(LocalDate date, ZoneId timeZone, LocalTime start, LocalTime end) {
	}

	TradingCalendar {
		sessions = List.copyOf(sessions);
		closures = List.copyOf(closures);
	}

	boolean isOpen(Instant at) {
		return sessionEnd(at).isPresent();
	}

	/** The end of the session open at the instant; empty when the market is closed then. */
	Optional<Instant> sessionEnd(Instant at) {
		Optional<Instant> end = sessions.stream().flatMap(session -> {
			ZonedDateTime local = at.atZone(session.timeZone());
			boolean inSession = local.getDayOfWeek().getValue() == session.dayOfWeek()
					&& !local.toLocalTime().isBefore(session.start()) && local.toLocalTime().isBefore(session.end());
			return inSession ? Stream.of(local.with(session.end()).toInstant())
					: Stream.empty();
		}).findFirst();
		boolean closedForHoliday = closures.stream().anyMatch(closure -> {
			ZonedDateTime local = at.atZone(closure.timeZone());
			return local.toLocalDate().equals(closure.date()) && !local.toLocalTime().isBefore(closure.start())
					&& !local.toLocalTime().isAfter(closure.end());
		});
		return closedForHoliday ? Optional.empty() : end;
	}
}
