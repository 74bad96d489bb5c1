package dev.kontor.shared.jdbc;

import java.util.Locale;

/** Patterns for {@code LIKE :pattern ESCAPE '\'}, in which the caller's text matches literally. */
public final class LikePatterns {

	private LikePatterns() {
	}

	/** Matches values that start with {@code text}, ignoring case; {@code %} and {@code _} are plain characters. */
	public static String startsWithIgnoringCase(String text) {
		return literal(text.toLowerCase(Locale.ROOT)) + "%";
	}

	/** {@code text} as a part of a pattern that matches it literally: its {@code %}, {@code _} and {@code \} escaped. */
	public static String literal(String text) {
		return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
	}
}
