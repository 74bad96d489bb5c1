package dev.kontor.kyc.sessions;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class IdentityMatchTest {

	private static final LocalDate BIRTH = LocalDate.of(1964, 8, 12);

	@ParameterizedTest
	@ValueSource(strings = { "Erika Mustermann", "MUSTERMANN  erika", " erika\tmustermann ", "erika mustermann" })
	void namesOfTheSameWordsMatch(String verified) {
		assertThat(IdentityMatch.nameMatches("Erika", "Mustermann", verified)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "Erika", "Erika Musterman", "Erika Maria Mustermann", "Max Mustermann", "" })
	void otherNamesDoNotMatch(String verified) {
		assertThat(IdentityMatch.nameMatches("Erika", "Mustermann", verified)).isFalse();
	}

	@Test
	void composedAndDecomposedAccentsMatch() {
		assertThat(IdentityMatch.nameMatches("Jos\u00e9", "M\u00fcller", "Jose\u0301 Mu\u0308ller")).isTrue();
	}

	@Test
	void aRecordWithoutDateOfBirthMatchesNoDate() {
		assertThat(IdentityMatch.dateOfBirthMatches(BIRTH, BIRTH)).isTrue();
		assertThat(IdentityMatch.dateOfBirthMatches(BIRTH, BIRTH.plusDays(1))).isFalse();
		assertThat(IdentityMatch.dateOfBirthMatches((LocalDate) null, BIRTH)).isFalse();
	}
}
