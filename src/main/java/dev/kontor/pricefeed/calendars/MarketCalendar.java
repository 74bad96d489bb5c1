package dev.kontor.pricefeed.calendars;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The working days and holidays of one market, replaced as a whole by the operator; a list left out is empty.
 * In an upsert {@code mic} is taken from the path.
 */
public record MarketCalendar(@Nullable String mic, List<WorkingDay> workingDays, List<Holiday> holidays) {

	public MarketCalendar {
		workingDays = workingDays == null ? List.of() : List.copyOf(workingDays);
		holidays = holidays == null ? List.of() : List.copyOf(holidays);
	}
}
