package dev.kontor.shared;

import java.util.regex.Pattern;


/**
 * International securities identification numbers: 12 characters of document 2's pattern whose last digit is the
 * ISO 6166 check digit (Luhn over the digits of the first 11 characters, letters counting A = 10 … Z = 35). With 12
 * characters the pattern's optional hyphens cannot occur.
 */
public final class Isins {

	public static final String MESSAGE = "must be a 12-character ISIN with a valid check digit, such as DE0007164600";

	private static final Pattern PATTERN = Pattern.compile("[A-Z]{2}[-]{0,1}[A-Z0-9]{9}[-]{0,1}[0-9]{1}$");

	private Isins() {
	}

	/** Document 2's form, without the check digit: exactly 12 characters matching its pattern. */
	public static boolean isWellFormed(String value) {
		return value.length() == 12 && PATTERN.matcher(value).matches();
	}

	public static boolean isValid(String value) {
		return value.length() == 12 && PATTERN.matcher(value).matches() && checkDigit(value) == value.charAt(11) - '0';
	}

	/** The ISIN itself, or 400 naming {@code property}. */
	public static String require(String property, String value) {
		if (!isValid(value)) {
			throw new InvalidInput(property, MESSAGE);
		}
		return value;
	}

	/**
	 * The ISO 6166 check digit of the first 11 characters of {@code isin}: letters become two digits (A = 10 …
	 * Z = 35), then the Luhn algorithm runs over the digits.
	 */
	public static int checkDigit(String isin) {
		StringBuilder digits = new StringBuilder();
		for (int i = 0; i < 11; i++) {
			digits.append(Character.digit(isin.charAt(i), 36));
		}
		int sum = 0;
		boolean doubled = true;
		for (int i = digits.length() - 1; i >= 0; i--) {
			int digit = digits.charAt(i) - '0';
			if (doubled) {
				digit *= 2;
				digit = digit > 9 ? digit - 9 : digit;
			}
			sum += digit;
			doubled = !doubled;
		}
		return (10 - sum % 10) % 10;
	}
}
