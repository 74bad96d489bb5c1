package dev.kontor.shared;

import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

class IsinsTest {

	@ParameterizedTest
	@ValueSource(strings = { "DE0007164600", "US0378331005", "IE00B4L5Y983", "DE000BASF111", "US02079K3059",
			"CH0038863350", "NL0010273215" })
	void acceptsRealIsins(String isin) {
		assertThat(Isins.isValid(isin)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "DE0007164601", "US0378331006", "de0007164600", "DE000716460", "DE00071646000",
			"DE-007164600", "0E0007164600", "DE000716460A", "" })
	void refusesWrongCheckDigitsAndShapes(String isin) {
		assertThat(Isins.isValid(isin)).isFalse();
	}

	@RepeatedTest(20)
	void generatedTestIsinsAreValidAndTheirAlteredCheckDigitIsNot() {
		String isin = TestIsins.random();
		assertThat(Isins.isValid(isin)).as(isin).isTrue();
		assertThat(Isins.isValid(TestIsins.withWrongCheckDigit(isin))).isFalse();
	}

	@Test
	void checksAsThePatternAndTheLuhnSumOverTheWrittenOutDigitsDo() {
		Pattern pattern = Pattern.compile("[A-Z]{2}[-]{0,1}[A-Z0-9]{9}[-]{0,1}[0-9]{1}$");
		String characters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abz-. \u00c4\u0660";
		Random random = new Random(5);
		for (int i = 0; i < 200_000; i++) {
			StringBuilder value = new StringBuilder();
			int length = 11 + random.nextInt(3);
			for (int c = 0; c < length; c++) {
				value.append(characters.charAt(random.nextInt(i % 2 == 0 ? 36 : characters.length())));
			}
			String isin = value.toString();
			if (isin.substring(0, 11).chars().allMatch(c -> Character.digit(c, 36) >= 0)) {
				assertThat(Isins.checkDigit(isin)).as(isin).isEqualTo(luhn(isin));
			}
			boolean valid = isin.length() == 12 && pattern.matcher(isin).matches()
					&& luhn(isin) == isin.charAt(11) - '0';
			assertThat(Isins.isValid(isin)).as(isin).isEqualTo(valid);
			assertThat(Isins.isWellFormed(isin)).as(isin)
				.isEqualTo(isin.length() == 12 && pattern.matcher(isin).matches());
			String withCheckDigit = isin.substring(0, 11) + luhn(isin);
			assertThat(Isins.isValid(withCheckDigit)).as(withCheckDigit)
				.isEqualTo(withCheckDigit.length() == 12 && pattern.matcher(withCheckDigit).matches());
		}
	}

	/** ISO 6166's check digit as the standard words it: letters written as two digits, then the Luhn sum. */
	private static int luhn(String isin) {
		StringBuilder digits = new StringBuilder();
		for (int i = 0; i < 11; i++) {
			digits.append(Character.digit(isin.charAt(i), 36));
		}
		int sum = 0;
		boolean doubled = true;
		for (int i = digits.length() - 1; i >= 0; i--) {
			int digit = digits.charAt(i) - '0';
			if (doubled) {
				digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
			}
			sum += digit;
			doubled = !doubled;
		}
		return (10 - sum % 10) % 10;
	}
}
