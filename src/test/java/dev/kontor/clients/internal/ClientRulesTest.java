package dev.kontor.clients.internal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class ClientRulesTest {

	@ParameterizedTest
	@ValueSource(strings = { "HWUPKR0MPOU8FGXBT394", "7LTWFZYICNSX8D621K86", "529900T8BM49AURSDO55" })
	void acceptsPublishedLeis(String lei) {
		assertThat(ClientRules.isLei(lei)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "HWUPKR0MPOU8FGXBT395", "7LTWFZYICNSX8D621K68", "529900T8BM49AURSDO5", "529900t8bm49aursdo55",
			"529900T8BM49AURSDO5X" })
	void refusesWrongCheckDigitsLengthsAndCharacters(String lei) {
		assertThat(ClientRules.isLei(lei)).isFalse();
	}
}
