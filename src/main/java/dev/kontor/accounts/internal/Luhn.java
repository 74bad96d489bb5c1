package dev.kontor.accounts.internal;

/**
 * The Luhn check digit (ISO/IEC 7812-1) of account numbers: it catches every mistyped single digit and most swaps of
 * two neighbouring digits. The migration that numbered the accounts opened before numbers existed computes the same
 * digit in SQL.
 */
final class Luhn {

	private Luhn() {
	}

	/** The digits with their check digit appended. */
	static String withCheckDigit(String digits) {
		return digits + checkDigit(digits);
	}

	/** Whether the last digit is the check digit of the ones before it. */
	static boolean isValid(String number) {
		return number.length() > 1 && number.chars().allMatch(Character::isDigit)
				&& withCheckDigit(number.substring(0, number.length() - 1)).equals(number);
	}

	private static int checkDigit(String digits) {
		int sum = 0;
		boolean doubled = true;
		for (int i = digits.length() - 1; i >= 0; i--) {
			int digit = Character.digit(digits.charAt(i), 10);
			if (digit < 0) {
				throw new IllegalArgumentException("Not a digit in " + digits);
			}
			sum += doubled ? (digit >= 5 ? 2 * digit - 9 : 2 * digit) : digit;
			doubled = !doubled;
		}
		return (10 - sum % 10) % 10;
	}
}
