package dev.kontor.aml.screening.list;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

class NameNormalizerTest {

	static Stream<Arguments> names() {
		return Stream.of(Arguments.of("Ivan SIDORENKO", List.of("ivan", "sidorenko")),
				Arguments.of("Sidorenko, Ivan", List.of("ivan", "sidorenko")),
				Arguments.of("Иван Сидоренко", List.of("ivan", "sidorenko")),
				Arguments.of("Jürgen Straßenmeier", List.of("jurgen", "strassenmeier")),
				Arguments.of("Zoltán Fekete-Vári", List.of("fekete", "vari", "zoltan")),
				Arguments.of("Νικόλαος Παπαδράκης", List.of("nikolaos", "papadrakes")),
				Arguments.of("Łukasz Øster", List.of("lukasz", "oster")),
				Arguments.of("  O'Brien\tSeán ", List.of("brien", "o", "sean")),
				Arguments.of("林浩月", List.of("haoyue", "lin")));
	}

	@ParameterizedTest
	@MethodSource("names")
	void writesAnyScriptAsSortedLowerCaseAsciiTokens(String name, List<String> tokens) {
		assertThat(NameNormalizer.tokens(name)).isEqualTo(tokens);
	}

	@Test
	void tokenOrderDoesNotMatter() {
		assertThat(NameNormalizer.tokens("Petrovich Ivan Sidorenko"))
			.isEqualTo(NameNormalizer.tokens("Ivan Petrovich Sidorenko"));
	}

	@Test
	void transliteratesCyrillicShortIAsJ() {
		assertThat(NameNormalizer.tokens("Сергей")).containsExactly("sergej");
	}

	@Test
	void dropsLegalFormsUnlessNothingElseIsLeft() {
		assertThat(NameNormalizer.tokens("Severny Vektor Trading LLC")).containsExactly("severny", "trading", "vektor");
		assertThat(NameNormalizer.tokens("ООО «Северный Вектор»")).containsExactly("severnyj", "vektor");
		assertThat(NameNormalizer.tokens("GmbH")).containsExactly("gmbh");
	}

	@Test
	void nameWithoutLettersOrDigitsHasNoTokens() {
		assertThat(NameNormalizer.tokens(" -- ")).isEmpty();
	}
}
