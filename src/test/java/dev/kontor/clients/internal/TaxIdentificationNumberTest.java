package dev.kontor.clients.internal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The German tax identification number against the examples of "Prüfung der Steuer- und Steueridentifikationsnummer"
 * (ELSTER), whose 86095742719 is also the Federal Central Tax Office's specimen, and against each of its rules.
 */
class TaxIdentificationNumberTest {

	@ParameterizedTest
	@ValueSource(strings = { "86095742719", "47036892816", "65929970489", "57549285017", "25768131411", "81872495633" })
	void acceptsPublishedIds(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).isNull();
	}

	@ParameterizedTest
	@CsvSource({ "86095742719, 9", "47036892816, 6", "65929970489, 9", "57549285017, 7", "25768131411, 1" })
	void computesTheCheckDigitByIso7064Mod1110(String number, int checkDigit) {
		assertThat(TaxIdentificationNumber.checkDigit(number)).isEqualTo(checkDigit);
	}

	@ParameterizedTest
	@ValueSource(strings = { "86095742718", "86095742710", "47036892815", "65929970488", "57549285010", "25768131412" })
	void refusesAWrongCheckDigit(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).contains("check digit");
	}

	@Test
	void refusesEveryOtherCheckDigitOfAValidId() {
		for (char digit = '0'; digit <= '9'; digit++) {
			String number = "8609574271" + digit;
			assertThat(TaxIdentificationNumber.isValid(number)).as(number).isEqualTo(digit == '9');
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "8609574271", "860957427190", "8609574271 9", " 86095742719" })
	void refusesAWrongLength(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).isEqualTo("must be 11 digits");
	}

	@ParameterizedTest
	@ValueSource(strings = { "8609574271X", "86O95742719", "86095-42719", "٨6095742719", "+8609574271" })
	void refusesLettersAndSigns(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).isEqualTo("must be 11 digits");
	}

	@Test
	void refusesALeadingZeroWhichOnlyTestIdsHave() {
		assertThat(TaxIdentificationNumber.problemOf("02476291358")).isEqualTo("must not start with 0");
	}

	@ParameterizedTest
	@ValueSource(strings = { "12345678903", "98765432106", "11012134569", "11223456785", "11212234562",
			"11123456786" })
	void refusesIdsWithoutExactlyOneDigitTwiceOrThreeTimesApart(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).as(number).contains("exactly one digit");
	}

	@ParameterizedTest
	@ValueSource(strings = { "11234567890", "11012345675" })
	void acceptsADigitTwiceSideBySideOrThreeTimesNotAllInARow(String number) {
		assertThat(TaxIdentificationNumber.problemOf(number)).as(number).isNull();
	}
}
