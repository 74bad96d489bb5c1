package dev.kontor.aml.settings;

import java.math.BigDecimal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.kontor.shared.Decimals;

import static org.assertj.core.api.Assertions.assertThat;

class AmlSettingsRulesTest {

	@ParameterizedTest
	@CsvSource({ "2.5000, 2.5", "10000, 10000", "10000.0000, 10000", "0.0000, 0", "0.0001, 0.0001", "7, 7" })
	void valuesAreAnsweredWithoutTrailingZerosOrExponent(String stored, String answered) {
		assertThat(Decimals.plain(new BigDecimal(stored)).toString()).isEqualTo(answered);
	}
}
