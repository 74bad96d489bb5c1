package dev.kontor.shared.jdbc;

import java.util.Locale;

/** Patterns for {@code LOWER(column) LIKE :pattern ESCAPE '\'}, in which the caller's text matches literally. */
public final class LikePatterns {

	private LikePatterns() {
	}

	/** Matches values that start with {@code text}, ignoring case; {@code %} and {@code _} are plain characters. */
	public static String startsWithIgnoringCase(String text) {
		return text.toLowerCase(Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
	}
}
