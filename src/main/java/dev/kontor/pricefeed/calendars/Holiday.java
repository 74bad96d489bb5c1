package dev.kontor.pricefeed.calendars;

import java.time.LocalDate;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * A date on which a market is closed (document 2, "market holiday"): from start to end in its time zone, the whole
 * day (00:00:00 to 23:59:59) when the times are left out. In a calendar upsert {@code mic} is taken from the path.
 */
public record Holiday(@Nullable String mic, @NotNull LocalDate date, @NotBlank @Size(max = 200) String holidayName,
		@NotNull String timeZone, @Min(0) @Max(23) Integer startHour, @Min(0) @Max(59) Integer startMinute,
		@Min(0) @Max(59) Integer startSecond, @Min(0) @Max(23) Integer endHour, @Min(0) @Max(59) Integer endMinute,
		@Min(0) @Max(59) Integer endSecond) implements TradingTimes {

	public Holiday {
		boolean wholeDay = startHour == null && startMinute == null && startSecond == null && endHour == null
				&& endMinute == null && endSecond == null;
		startHour = orElse(startHour, 0);
		startMinute = orElse(startMinute, 0);
		startSecond = orElse(startSecond, 0);
		endHour = orElse(endHour, wholeDay ? 23 : 0);
		endMinute = orElse(endMinute, wholeDay ? 59 : 0);
		endSecond = orElse(endSecond, wholeDay ? 59 : 0);
	}

	private static Integer orElse(@Nullable Integer value, int otherwise) {
		return value == null ? otherwise : value;
	}
}
