package dev.kontor.accounts.internal;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.InvalidInput;

/**
 * The days {@code dateFrom} to {@code dateTo} of a transaction list, both inclusive, in UTC, as the instants from
 * (inclusive) and until (exclusive) the booking date lies. Dates outside 1900 to 9999 answer 400; the last day
 * of 9999 sets no end, so that no instant past the year 9999 reaches the database.
 */
record BookingDays(@Nullable Instant from, @Nullable Instant until) {

	static final LocalDate EARLIEST = LocalDate.of(1900, 1, 1);

	static final LocalDate LATEST = LocalDate.of(9999, 12, 31);

	static BookingDays of(@Nullable LocalDate dateFrom, @Nullable LocalDate dateTo) {
		check("dateFrom", dateFrom);
		check("dateTo", dateTo);
		if (dateFrom != null && dateTo != null && dateTo.isBefore(dateFrom)) {
			throw new InvalidInput("dateTo", "must not be before dateFrom");
		}
		return new BookingDays(dateFrom == null ? null : dateFrom.atStartOfDay(ZoneOffset.UTC).toInstant(),
				dateTo == null || dateTo.equals(LATEST) ? null
						: dateTo.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant());
	}

	private static void check(String property, @Nullable LocalDate date) {
		if (date != null && (date.isBefore(EARLIEST) || date.isAfter(LATEST))) {
			throw new InvalidInput(property, "must lie between " + EARLIEST + " and " + LATEST);
		}
	}
}
