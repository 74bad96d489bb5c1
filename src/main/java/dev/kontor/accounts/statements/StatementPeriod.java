package dev.kontor.accounts.statements;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;

import dev.kontor.shared.RuleViolation;

/**
 * The bookings a statement covers: those of a calendar month (UTC) booked from {@code start} (inclusive) to
 * {@code end} (exclusive). A statement issued before its month has ended covers the month up to its issue and is
 * not {@link #complete()}; the monthly run still issues the complete one.
 */
record StatementPeriod(YearMonth month, Instant start, Instant end) {

	static Instant startOf(YearMonth month) {
		return month.atDay(1).atStartOfDay(ZoneOffset.UTC).toInstant();
	}

	/** The month up to {@code now}, or whole once it has ended; a month that has not begun is refused. */
	static StatementPeriod of(YearMonth month, Instant now) {
		Instant start = startOf(month);
		Instant monthEnd = startOf(month.plusMonths(1));
		if (!now.isAfter(start)) {
			throw new RuleViolation("month", "a statement covers a month that has begun");
		}
		return new StatementPeriod(month, start, now.isBefore(monthEnd) ? now : monthEnd);
	}

	/** The month before the one {@code now} falls in (UTC), whole. */
	static StatementPeriod previousMonth(Instant now) {
		YearMonth month = YearMonth.from(now.atZone(ZoneOffset.UTC)).minusMonths(1);
		return new StatementPeriod(month, startOf(month), startOf(month.plusMonths(1)));
	}

	boolean complete() {
		return end.equals(startOf(month.plusMonths(1)));
	}
}
