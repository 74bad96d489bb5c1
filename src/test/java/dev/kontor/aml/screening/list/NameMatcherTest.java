package dev.kontor.aml.screening.list;

import java.time.LocalDate;
import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.screening.ScreeningHit;
import dev.kontor.aml.screening.ScreeningSubject;
import dev.kontor.aml.screening.SubjectKind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class NameMatcherTest {

	private static final ListEntry SIDORENKO = person("e-1", "Ivan Petrovich Sidorenko",
			List.of("Иван Петрович Сидоренко"), List.of("1961-03-05"), Set.of("RUS"), MonitoringFamily.Sanction);

	private static final ListEntry SMITH = person("e-2", "John Smith", List.of(), List.of(), Set.of(),
			MonitoringFamily.Pep);

	private static final ListEntry VEKTOR = new ListEntry("e-3", "Company", "Severny Vektor Trading LLC",
			List.of("ООО Северный Вектор"), List.of(), Set.of("RUS"), List.of("sample"), Set.of(MonitoringFamily.Other));

	private static final ListEntry LATIN_ONLY = person("e-8", "Ivan Petrovich Sidorenko", List.of(),
			List.of("1961-03-05"), Set.of("RUS"), MonitoringFamily.Sanction);

	private static final String GERMAN_SPELLING = "Iwan Petrowitsch Sidorenko";

	private final NameMatcher matcher = matcher(0.92, SIDORENKO, SMITH, VEKTOR);

	@Test
	void matchesACyrillicAliasWrittenInLatinLetters() {
		List<ScreeningHit> hits = matcher.match(person("Ivan Petrovich", "Sidorenko"));

		assertThat(hits).singleElement().satisfies(hit -> {
			assertThat(hit.entryId()).isEqualTo("e-1");
			assertThat(hit.name()).isEqualTo("Ivan Petrovich Sidorenko");
			assertThat(hit.score()).isEqualTo(1.0);
			assertThat(hit.families()).containsExactly(MonitoringFamily.Sanction);
		});
		assertThat(matcher.match(person("Иван Петрович", "Сидоренко"))).extracting(ScreeningHit::entryId)
			.containsExactly("e-1");
	}

	@Test
	void wordOrderDoesNotMatter() {
		assertThat(matcher.match(person("Sidorenko", "Ivan Petrovich"))).extracting(ScreeningHit::score)
			.containsExactly(1.0);
	}

	@Test
	void aNameWithFewerTokensMatchesLessTheMissingToken() {
		assertThat(matcher.match(person("Ivan", "Sidorenko"))).singleElement()
			.satisfies(hit -> assertThat(hit.score()).isEqualTo(1.0 - NameMatcher.MISSING_TOKEN));
		assertThat(matcher.match(person("Ivan", null))).as("a given name alone").isEmpty();
	}

	@Test
	void aSpellingVariantMatchesOnlyFromTheThreshold() {
		double score = NameMatcher.nameScore(new String[] { "jon", "smithe" }, new String[] { "john", "smith" });
		assertThat(score).isBetween(0.9, 0.99);

		assertThat(matcher(score, SMITH).match(person("Jon", "Smithe"))).hasSize(1);
		assertThat(matcher(score + 0.0001, SMITH).match(person("Jon", "Smithe"))).isEmpty();
	}

	@Test
	void findsNamesThatDifferInTheirFirstTwoLetters() {
		ListEntry ekaterina = person("e-20", "Ekaterina Morozkina", List.of(), List.of(), Set.of(), MonitoringFamily.Pep);
		NameMatcher matcher = matcher(0.9, ekaterina, SIDORENKO);

		assertThat(matcher.match(person("Yekaterina", "Morozkina"))).as("letter added").hasSize(1);
		assertThat(matcher.match(person("Ekaterina", "Mrozkina"))).as("second letter dropped").hasSize(1);
		assertThat(matcher.match(person("Ivan Petrovich", "Sydorenko"))).as("second letter changed").hasSize(1);
		assertThat(NameIndex.keys("sidorenko")).containsExactlyInAnyOrder("si", "id", "sd");
	}

	@Test
	void differentNamesDoNotMatch() {
		assertThat(matcher.match(person("Erika", "Mustermann"))).isEmpty();
		assertThat(matcher.match(person("Ivan", "Petrov"))).as("given name and patronymic, not the surname").isEmpty();
	}

	@Test
	void aKnownBirthYearOfAnotherYearRulesThePersonOut() {
		assertThat(matcher.match(person("Ivan Petrovich", "Sidorenko", LocalDate.of(1962, 3, 5)))).isEmpty();
		assertThat(matcher.match(person("Ivan Petrovich", "Sidorenko", null))).hasSize(1);
		assertThat(matcher.match(person("John", "Smith", LocalDate.of(1990, 1, 1)))).as("the entry has no birth date")
			.hasSize(1);
	}

	@Test
	void theBirthDateStrengthensOrWeakensTheNameScore() {
		double name = NameMatcher.nameScore(tokens(GERMAN_SPELLING), tokens("Ivan Petrovich Sidorenko"));
		assertThat(name).as("room for the strongest evidence").isBetween(0.8 + Evidence.SAME_DATE, 1 - Evidence.SAME_DATE);
		NameMatcher lenient = matcher(0.8, LATIN_ONLY);

		assertThat(score(lenient, LocalDate.of(1961, 3, 5))).isCloseTo(name + Evidence.SAME_DATE, within(1e-4));
		assertThat(score(lenient, LocalDate.of(1961, 9, 1))).isCloseTo(name - Evidence.SAME_DATE, within(1e-4));
		assertThat(score(lenient, null)).isCloseTo(name, within(1e-4));
		NameMatcher yearOnly = matcher(0.8, person("e-9", "Ivan Petrovich Sidorenko", List.of(), List.of("1961"),
				Set.of(), MonitoringFamily.Sanction));
		assertThat(score(yearOnly, LocalDate.of(1961, 3, 5))).isCloseTo(name + Evidence.SAME_YEAR, within(1e-4));
	}

	@Test
	void sharedCountriesStrengthenAndDisjointOnesWeaken() {
		NameMatcher lenient = matcher(0.8, LATIN_ONLY);
		ScreeningSubject russian = new ScreeningSubject(SubjectKind.Person, GERMAN_SPELLING, null, null,
				Set.of("RUS", "DEU"));
		ScreeningSubject austrian = new ScreeningSubject(SubjectKind.Person, GERMAN_SPELLING, null, null,
				Set.of("AUT"));

		double neutral = score(lenient, null);
		assertThat(lenient.match(russian).getFirst().score()).isCloseTo(neutral + Evidence.COUNTRY, within(1e-4));
		assertThat(lenient.match(austrian).getFirst().score()).isCloseTo(neutral - Evidence.COUNTRY, within(1e-4));
	}

	@Test
	void companiesMatchCompanyEntriesAndPersonsPersonEntries() {
		ScreeningSubject company = new ScreeningSubject(SubjectKind.Company, "Severnyj Vektor GmbH", null, null,
				Set.of());
		assertThat(matcher.match(company)).extracting(ScreeningHit::entryId).containsExactly("e-3");
		assertThat(matcher.match(person("Severnyj", "Vektor"))).isEmpty();
		ScreeningSubject companyNamedLikeAPerson = new ScreeningSubject(SubjectKind.Company, "John Smith", null, null,
				Set.of());
		assertThat(matcher.match(companyNamedLikeAPerson)).isEmpty();
	}

	@Test
	void answersAtMostMaxHitsBestFirst() {
		ListEntry exact = person("e-10", "Anna Weber", List.of(), List.of(), Set.of(), MonitoringFamily.Pep);
		ListEntry close = person("e-11", "Anna Webers", List.of(), List.of(), Set.of(), MonitoringFamily.Pep);
		ListEntry closer = person("e-12", "Anna Webner", List.of(), List.of(), Set.of(), MonitoringFamily.Other);

		List<ScreeningHit> hits = new NameMatcher(new NameIndex(List.of(close, exact, closer)), 0.9, 2)
			.match(person("Anna", "Weber"));

		assertThat(hits).extracting(ScreeningHit::entryId).hasSize(2).startsWith("e-10");
	}

	private double score(NameMatcher matcher, @Nullable LocalDate born) {
		return matcher.match(person(GERMAN_SPELLING, null, born)).getFirst().score();
	}

	private static String[] tokens(String name) {
		return NameNormalizer.tokens(name).toArray(String[]::new);
	}

	private static NameMatcher matcher(double threshold, ListEntry... entries) {
		return new NameMatcher(new NameIndex(List.of(entries)), threshold, 20);
	}

	private static ScreeningSubject person(String name, @Nullable String surname) {
		return person(name, surname, null);
	}

	private static ScreeningSubject person(String name, @Nullable String surname, @Nullable LocalDate born) {
		return new ScreeningSubject(SubjectKind.Person, name, surname, born, Set.of());
	}

	private static ListEntry person(String id, String name, List<String> aliases, List<String> born,
			Set<String> countries, MonitoringFamily family) {
		return new ListEntry(id, "Person", name, aliases, born, countries, List.of("sample"), Set.of(family));
	}
}
