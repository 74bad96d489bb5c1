package dev.kontor.pricefeed.rules;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;

import dev.kontor.shared.InvalidInput;

/**
 * Date-times and dates of the price feed's query parameters: {@code yyyy-MM-dd HH:mm:ss} and {@code yyyy-MM-dd}, in
 * UTC (contract, section 2), real calendar values only (no February 30).
 */
public final class DateTimes {

	public static final String FORMAT = "yyyy-MM-dd HH:mm:ss";

	private static final DateTimeFormatter FORMATTER = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss")
		.withResolverStyle(ResolverStyle.STRICT);

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu-MM-dd")
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

	/** The date of exactly 10 characters written {@code yyyy-MM-dd}, or 400 naming {@code parameter}. */
	public static LocalDate parseDate(String parameter, String value) {
		try {
			return LocalDate.parse(value, DATE);
		}
		catch (DateTimeParseException ex) {
			throw new InvalidInput(parameter, "must be a date of the form yyyy-MM-dd");
		}
	}

	/** {@code instant} written {@code yyyy-MM-dd HH:mm:ss} in UTC, fractions of a second left out. */
	public static String format(Instant instant) {
		return FORMATTER.format(instant.atOffset(ZoneOffset.UTC));
	}
}
