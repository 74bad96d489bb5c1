package dev.kontor.clients.internal;

import org.jspecify.annotations.Nullable;

/**
 * The rules of the German tax identification number (steuerliche Identifikationsnummer, § 139b AO) as the Federal
 * Central Tax Office describes them: 11 digits, the first not 0; in the first ten digits exactly one digit appears
 * twice or three times, the others at most once, and a digit appearing three times does not stand three times in a
 * row; the eleventh digit is the check digit of the first ten by ISO 7064 MOD 11,10.
 */
final class TaxIdentificationNumber {

	static final int LENGTH = 11;

	private TaxIdentificationNumber() {
	}

	static boolean isValid(String number) {
		return problemOf(number) == null;
	}

	/** What is wrong with {@code number}, or null when it is a valid tax identification number. */
	static @Nullable String problemOf(String number) {
		if (number.length() != LENGTH || !number.chars().allMatch(c -> c >= '0' && c <= '9')) {
			return "must be 11 digits";
		}
		if (number.charAt(0) == '0') {
			return "must not start with 0";
		}
		if (!hasOneRepeatedDigit(number)) {
			return "must have exactly one digit twice or three times (not three in a row) among its first ten digits";
		}
		if (checkDigit(number) != number.charAt(10) - '0') {
			return "has a wrong check digit (ISO 7064 MOD 11,10)";
		}
		return null;
	}

	/** ISO 7064 MOD 11,10 over the first ten digits. */
	static int checkDigit(String number) {
		int product = 10;
		for (int i = 0; i < LENGTH - 1; i++) {
			int sum = (number.charAt(i) - '0' + product) % 10;
			product = (sum == 0 ? 10 : sum) * 2 % 11;
		}
		int check = 11 - product;
		return check == 10 ? 0 : check;
	}

	private static boolean hasOneRepeatedDigit(String number) {
		int[] counts = new int[10];
		for (int i = 0; i < LENGTH - 1; i++) {
			counts[number.charAt(i) - '0']++;
		}
		int repeated = -1;
		for (int digit = 0; digit < 10; digit++) {
			if (counts[digit] > 3 || counts[digit] > 1 && repeated >= 0) {
				return false;
			}
			if (counts[digit] > 1) {
				repeated = digit;
			}
		}
		return repeated >= 0 && (counts[repeated] == 2 || !threeInARow(number, (char) ('0' + repeated)));
	}

	private static boolean threeInARow(String number, char digit) {
		return number.substring(0, LENGTH - 1).contains(String.valueOf(digit).repeat(3));
	}
}
