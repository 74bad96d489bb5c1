package dev.kontor.shared;

/**
 * International securities identification numbers: 12 characters of document 2's pattern whose last digit is the
 * ISO 6166 check digit (Luhn over the digits of the first 11 characters, letters counting A = 10 … Z = 35). With 12
 * characters the pattern's optional hyphens cannot occur.
 */
public final class Isins {

	public static final String MESSAGE = "must be a 12-character ISIN with a valid check digit, such as DE0007164600";

	private Isins() {
	}

	/**
	 * Document 2's form, without the check digit: exactly 12 characters matching its pattern
	 * {@code [A-Z]{2}[-]{0,1}[A-Z0-9]{9}[-]{0,1}[0-9]{1}$}, which with 12 characters is 2 letters, 9 letters or digits
	 * and a digit. Checked character by character rather than with the pattern, as every ingested quote is checked.
	 */
	public static boolean isWellFormed(String value) {
		if (value.length() != 12 || !isLetter(value.charAt(0)) || !isLetter(value.charAt(1))) {
			return false;
		}
		for (int i = 2; i < 11; i++) {
			if (!isLetter(value.charAt(i)) && !isDigit(value.charAt(i))) {
				return false;
			}
		}
		return isDigit(value.charAt(11));
	}

	/** Whether the value is well-formed and its check digit right. */
	public static boolean isValid(String value) {
		return isWellFormed(value) && checkDigit(value) == value.charAt(11) - '0';
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
		int sum = 0;
		boolean doubled = true;
		for (int i = 10; i >= 0; i--) {
			int value = Character.digit(isin.charAt(i), 36);
			if (value > 9) {
				sum += luhn(value % 10, doubled) + luhn(value / 10, !doubled);
			}
			else {
				sum += luhn(value, doubled);
				doubled = !doubled;
			}
		}
		return (10 - sum % 10) % 10;
	}

	/** A digit's share of the Luhn sum: as it is, or doubled with the digits of the product added. */
	private static int luhn(int digit, boolean doubled) {
		if (!doubled) {
			return digit;
		}
		return digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
	}

	private static boolean isLetter(char c) {
		return c >= 'A' && c <= 'Z';
	}

	private static boolean isDigit(char c) {
		return c >= '0' && c <= '9';
	}
}
