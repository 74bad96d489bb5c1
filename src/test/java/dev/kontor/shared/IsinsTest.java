package dev.kontor.shared;

import org.junit.jupiter.api.RepeatedTest;
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
}
