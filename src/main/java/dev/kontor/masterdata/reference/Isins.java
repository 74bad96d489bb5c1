package dev.kontor.masterdata.reference;

import java.util.regex.Pattern;

/** ISINs as document 2 writes them (12 characters of its pattern) and as ISO 6166 checks them. */
public final class Isins {

	private static final Pattern DOCUMENT_PATTERN = Pattern.compile("[A-Z]{2}[-]{0,1}[A-Z0-9]{9}[-]{0,1}[0-9]{1}$");

	private static final Pattern ISO_FORM = Pattern.compile("[A-Z]{2}[A-Z0-9]{9}[0-9]");

	private Isins() {
	}

	/** The form the read operations accept: exactly 12 characters matching document 2's pattern. */
	public static boolean isWellFormed(String isin) {
		return isin.length() == 12 && DOCUMENT_PATTERN.matcher(isin).matches();
	}

	/** An ISIN the provider may deliver: ISO form and a correct check digit (Luhn over the letters' numbers). */
	public static boolean isValid(String isin) {
		if (!ISO_FORM.matcher(isin).matches()) {
			return false;
		}
		StringBuilder digits = new StringBuilder();
		for (char c : isin.substring(0, 11).toCharArray()) {
			digits.append(Character.digit(c, 36));
		}
		return luhnCheckDigit(digits) == isin.charAt(11) - '0';
	}

	private static int luhnCheckDigit(CharSequence digits) {
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
