package dev.kontor.pricefeed.rules;

import java.util.regex.Pattern;

import dev.kontor.shared.InvalidInput;

/** Market identifier codes of ISO 10383: four capital letters or digits, such as XETR. */
public final class Mics {

	public static final String MESSAGE = "must be an ISO 10383 market identifier code of 4 capital letters or digits, "
			+ "such as XETR";

	private static final Pattern PATTERN = Pattern.compile("[A-Z0-9]{4}");

	private Mics() {
	}

	public static boolean isValid(String value) {
		return PATTERN.matcher(value).matches();
	}

	/** The MIC itself, or 400 naming {@code property}. */
	public static String require(String property, String value) {
		if (!isValid(value)) {
			throw new InvalidInput(property, MESSAGE);
		}
		return value;
	}
}
