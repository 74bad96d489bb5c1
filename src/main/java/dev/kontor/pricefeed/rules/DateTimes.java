package dev.kontor.pricefeed.rules;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;

import dev.kontor.shared.InvalidInput;

/** Date-times of the price feed's query parameters: {@code yyyy-MM-dd HH:mm:ss}, in UTC (contract, section 2). */
public final class DateTimes {

	public static final String FORMAT = "yyyy-MM-dd HH:mm:ss";

	private static final DateTimeFormatter FORMATTER = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss")
		.withResolverStyle(ResolverStyle.STRICT);

	private DateTimes() {
	}

	/** The instant written in {@code value}, or 400 naming {@code parameter}. */
	public static Instant parse(String parameter, String value) {
		try {
			return LocalDateTime.parse(value, FORMATTER).toInstant(ZoneOffset.UTC);
		}
		catch (DateTimeParseException ex) {
			throw new InvalidInput(parameter, "must be a date-time of the form " + FORMAT + " (UTC)");
		}
	}
}
