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
 * The date and date-time query parameters of the price feed: {@code yyyy-MM-dd} and {@code yyyy-MM-dd HH:mm:ss} in
 * UTC (contract, section 2), exactly that long and real calendar values (no February 30).
 */
public final class DateTimeParameters {

	private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss")
		.withResolverStyle(ResolverStyle.STRICT);

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu-MM-dd")
		.withResolverStyle(ResolverStyle.STRICT);

	private DateTimeParameters() {
	}

	/** The instant written {@code yyyy-MM-dd HH:mm:ss} in UTC, or 400 naming {@code parameter}. */
	public static Instant dateTime(String parameter, String value) {
		try {
			if (value.length() == 19) {
				return LocalDateTime.parse(value, DATE_TIME).toInstant(ZoneOffset.UTC);
			}
		}
		catch (DateTimeParseException ex) {
			// answered below, as a value of the wrong length is
		}
		throw new InvalidInput(parameter, "must be a UTC date and time written yyyy-MM-dd HH:mm:ss");
	}

	/** The date written {@code yyyy-MM-dd}, or 400 naming {@code parameter}. */
	public static LocalDate date(String parameter, String value) {
		try {
			if (value.length() == 10) {
				return LocalDate.parse(value, DATE);
			}
		}
		catch (DateTimeParseException ex) {
			// answered below, as a value of the wrong length is
		}
		throw new InvalidInput(parameter, "must be a date of 10 characters written yyyy-MM-dd");
	}

	/** {@code instant} written {@code yyyy-MM-dd HH:mm:ss} in UTC (fractions of a second left out). */
	public static String format(Instant instant) {
		return DATE_TIME.format(instant.atOffset(ZoneOffset.UTC));
	}
}
