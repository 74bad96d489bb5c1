package dev.kontor.masterdata.requests;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The identifier rules of document 2, without Spring: what is refused with 400 and what is stored not accepted. */
class IdentifierRulesTest {

	static Stream<Arguments> validIdentifiers() {
		return Stream.of(Arguments.of(IdType.ISIN, "US0378331005"), Arguments.of(IdType.ISIN, "DE0007164600"),
				Arguments.of(IdType.ISIN, "DE000BAY0017"), Arguments.of(IdType.ISIN, "AU0000XVGZA3"),
				Arguments.of(IdType.ISIN, "GB0002634946"), Arguments.of(IdType.WKN, "716460"),
				Arguments.of(IdType.WKN, "BAY001"), Arguments.of(IdType.EKN, "ABC123"),
				Arguments.of(IdType.EKN, "ABCDEF123456"));
	}

	@ParameterizedTest
	@MethodSource("validIdentifiers")
	void acceptsValidIdentifiersOfInstruments(IdType idType, String actualId) {
		assertThat(IdentifierRules.problemOf(idType, actualId, FinancialObjectType.Instrument)).isEmpty();
	}

	static Stream<Arguments> invalidIdentifiers() {
		return Stream.of(Arguments.of(IdType.ISIN, "US037833100", "exactly 12 characters"),
				Arguments.of(IdType.ISIN, "US03783310055", "exactly 12 characters"),
				Arguments.of(IdType.ISIN, "US-037833100-5", "without hyphens"),
				Arguments.of(IdType.ISIN, "US-0378331005", "without hyphens"),
				Arguments.of(IdType.ISIN, "us0378331005", "2 capital letters"),
				Arguments.of(IdType.ISIN, "1S0378331005", "2 capital letters"),
				Arguments.of(IdType.ISIN, "US037833100X", "check digit"),
				Arguments.of(IdType.ISIN, "US0378331006", "check digit is 6 but ISO 6166 gives 5"),
				Arguments.of(IdType.ISIN, "DE0007164601", "ISO 6166 gives 0"),
				Arguments.of(IdType.WKN, "71646", "exactly 6 characters"),
				Arguments.of(IdType.WKN, "7164600", "exactly 6 characters"),
				Arguments.of(IdType.WKN, "71646a", "capital letters"),
				Arguments.of(IdType.EKN, "ABC12", "6 to 12 characters"),
				Arguments.of(IdType.EKN, "ABCDEF1234567", "6 to 12 characters"),
				Arguments.of(IdType.EKN, "ABC-123", "capital letters A-Z or digits"));
	}

	@ParameterizedTest
	@MethodSource("invalidIdentifiers")
	void explainsWhyAnIdentifierIsNotValidForItsType(IdType idType, String actualId, String reason) {
		assertThat(IdentifierRules.problemOf(idType, actualId, FinancialObjectType.Instrument)).hasValueSatisfying(
				problem -> assertThat(problem).contains(reason));
	}

	@ParameterizedTest
	@MethodSource("validIdentifiers")
	void anInstitutionIsNamedOnlyByItsEkn(IdType idType, String actualId) {
		assertThat(IdentifierRules.problemOf(idType, actualId, FinancialObjectType.Institution).isEmpty())
			.isEqualTo(idType == IdType.EKN);
	}

	@Test
	void computesTheIso6166CheckDigitOverTheLettersExpandedToDigits() {
		assertThat(IdentifierRules.isinCheckDigit("US037833100")).isEqualTo(5);
		assertThat(IdentifierRules.isinCheckDigit("AU0000XVGZA")).isEqualTo(3);
		assertThat(IdentifierRules.isinCheckDigit("DE000BAY001")).isEqualTo(7);
		assertThat(IdentifierRules.isinCheckDigit("GB000263494")).isEqualTo(6);
	}

	@ParameterizedTest
	@NullAndEmptySource
	@ValueSource(strings = { "   ", "DE 0007164600", "DE0007164600\t", "DÉ0007164600" })
	void refusesIdentifiersNoRequestCouldCarry(String actualId) {
		assertThatThrownBy(() -> IdentifierRules.requireWellFormed("actualId", actualId))
			.isInstanceOf(InvalidInput.class)
			.hasMessageStartingWith("actualId ");
	}

	@Test
	void takesUpTo64CharactersAndRefusesLongerOnes() {
		assertThat(IdentifierRules.requireWellFormed("actualId", "A".repeat(64))).hasSize(64);
		assertThatThrownBy(() -> IdentifierRules.requireWellFormed("actualId", "A".repeat(65)))
			.isInstanceOf(InvalidInput.class)
			.hasMessage("actualId must be at most 64 characters");
	}
}
