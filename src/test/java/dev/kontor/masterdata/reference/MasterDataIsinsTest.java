package dev.kontor.masterdata.reference;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.kontor.shared.Isins;

import static org.assertj.core.api.Assertions.assertThat;

class MasterDataIsinsTest {

	@ParameterizedTest
	@CsvSource({ "DE0007164600, true", "US0378331005, true", "IE00B4L5Y983, true", "DE000BASF111, true",
			"DE0007164601, false", "US0378331006, false", "DE000716460, false", "de0007164600, false",
			"DE-007164600, false" })
	void checksTheCheckDigit(String isin, boolean valid) {
		assertThat(Isins.isValid(isin)).isEqualTo(valid);
	}

	@ParameterizedTest
	@CsvSource({ "DE0007164600, true", "DE-00716460-, false", "DE-007164600, false", "DE00071646-0, false",
			"DE000716460, false", "DE00071646000, false", "de0007164600, false", "1E0007164600, false",
			"DE000716460X, false" })
	void acceptsTheDocumentsPatternOfTwelveCharacters(String isin, boolean wellFormed) {
		assertThat(Isins.isWellFormed(isin)).isEqualTo(wellFormed);
	}
}
