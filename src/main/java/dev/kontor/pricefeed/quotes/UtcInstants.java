package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.time.Year;

import org.jspecify.annotations.Nullable;

/**
 * Reads the form nearly every provider connector sends a quote's time in, {@code 2026-11-24T02:22:04.127636Z}: a
 * four-digit year, the time to the second, a fraction of one to nine digits or none, and {@code Z}. Ingestion reads
 * more than 100,000 of them a second, and going through {@code DateTimeFormatter} cost several times as much as
 * this. Any other form, and any value out of range (February 30th, hour 24, second 60), is left to the caller.
 */
final class UtcInstants {

	private static final int[] NANOS_PER_DIGIT = { 100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1_000, 100,
			10, 1 };

	private UtcInstants() {
	}

	/** The instant {@code length} characters from {@code offset} spell, or null when they are not of that form. */
	static @Nullable Instant parse(char[] text, int offset, int length) {
		if ((length != 20 && (length < 22 || length > 30)) || text[offset + length - 1] != 'Z'
				|| text[offset + 4] != '-' || text[offset + 7] != '-' || text[offset + 10] != 'T'
				|| text[offset + 13] != ':' || text[offset + 16] != ':') {
			return null;
		}
		int year = number(text, offset, 4);
		int month = number(text, offset + 5, 2);
		int day = number(text, offset + 8, 2);
		int hour = number(text, offset + 11, 2);
		int minute = number(text, offset + 14, 2);
		int second = number(text, offset + 17, 2);
		int nanos = length == 20 ? 0 : fraction(text, offset + 19, length - 21);
		if ((year | day | hour | minute | second | nanos) < 0 || month < 1 || month > 12 || day < 1
				|| day > Month.of(month).length(Year.isLeap(year)) || hour > 23 || minute > 59 || second > 59) {
			return null;
		}
		long seconds = LocalDate.of(year, month, day).toEpochDay() * 86_400 + hour * 3_600 + minute * 60 + second;
		return Instant.ofEpochSecond(seconds, nanos);
	}

	/** The nanoseconds of a point followed by {@code digits} digits, or -1. */
	private static int fraction(char[] text, int point, int digits) {
		if (text[point] != '.') {
			return -1;
		}
		int value = number(text, point + 1, digits);
		return value < 0 ? -1 : value * NANOS_PER_DIGIT[digits - 1];
	}

	/** The number the {@code count} characters from {@code from} spell, or -1 when one is no ASCII digit. */
	private static int number(char[] text, int from, int count) {
		int value = 0;
		for (int i = from; i < from + count; i++) {
			int digit = text[i] - '0';
			if (digit < 0 || digit > 9) {
				return -1;
			}
			value = value * 10 + digit;
		}
		return value;
	}
}
