package dev.kontor.pricefeed.calendars;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

/**
 * A day of the week on which a market trades, with its trading hours (document 2, "market working day").
 * {@code dayOfWeek} is ISO 8601: Monday = 1 … Sunday = 7. In a calendar upsert {@code mic} is taken from the path.
 */
public record WorkingDay(@Nullable String mic, @NotNull @Min(1) @Max(7) Integer dayOfWeek, @NotNull String timeZone,
		@NotNull @Min(0) @Max(23) Integer startHour, @NotNull @Min(0) @Max(59) Integer startMinute,
		@NotNull @Min(0) @Max(59) Integer startSecond, @NotNull @Min(0) @Max(23) Integer endHour,
		@NotNull @Min(0) @Max(59) Integer endMinute, @NotNull @Min(0) @Max(59) Integer endSecond)
		implements TradingTimes {
}
