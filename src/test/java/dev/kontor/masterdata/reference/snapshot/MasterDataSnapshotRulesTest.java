package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.snapshot.Snapshot.Section;
import dev.kontor.masterdata.reference.snapshot.Snapshot.SnapshotObject;
import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rules a snapshot must meet before the import stores anything, each crossed at and over its limit. */
class MasterDataSnapshotRulesTest {

	static final Instant T = Instant.parse("2026-11-20T18:00:00Z");

	static final Section SECTION = new Section("B", "B1", T, null, null, null, null, T, null, Map.of(), Map.of(),
			null);

	static final SnapshotObject SAP = new SnapshotObject("MD00000001", FinancialObjectType.Instrument,
			"DE0007164600", "716460", "E0000001", "SAP SE", "Equity", "ESVUFR", List.of(SECTION));

	static Stream<Arguments> brokenObjects() {
		return Stream.of(arguments("objects[0].id", o -> object(o, "MD001", o.isinCode(), o.name())),
				arguments("objects[0].id", o -> object(o, "MD00000000001", o.isinCode(), o.name())),
				arguments("objects[0].isinCode", o -> object(o, o.id(), "DE0007164601", o.name())),
				arguments("objects[0].isinCode", o -> object(o, o.id(), null, o.name())),
				arguments("objects[0].name", o -> object(o, o.id(), o.isinCode(), "x".repeat(301))),
				arguments("objects[0].name", o -> object(o, o.id(), o.isinCode(), " ")),
				arguments("objects[0].sections[0].ag", o -> withSection(o, section("A", "B1"))),
				arguments("objects[0].sections[0].bid", o -> withSection(o, section("B", "x".repeat(51)))),
				arguments("objects[0].sections[1].bid", o -> withSections(o, SECTION, SECTION)));
	}

	@ParameterizedTest
	@MethodSource("brokenObjects")
	void namesTheProblemByItsPath(String path, UnaryOperator<SnapshotObject> breaking) {
		Snapshot snapshot = new Snapshot(T, List.of(), List.of(breaking.apply(SAP)));

		assertThatThrownBy(() -> SnapshotChecks.check(snapshot)).isInstanceOfSatisfying(InvalidInput.class,
				ex -> assertThat(ex.errors()).containsKey(path));
	}

	@Test
	void acceptsTheLimitsThemselves() {
		SnapshotObject atLimits = withSection(object(SAP, "MD0000000001", SAP.isinCode(), "x".repeat(300)),
				section("X", "x".repeat(50)));

		assertThatCode(() -> SnapshotChecks.check(new Snapshot(T, List.of(), List.of(atLimits, object(SAP, "MD0001",
				"US0378331005", "Apple Inc."))))).doesNotThrowAnyException();
	}

	@Test
	void requiresTheTimestampAndRefusesTheSameIdTwice() {
		assertThatThrownBy(() -> SnapshotChecks.check(new Snapshot(null, null, List.of(SAP, SAP))))
			.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.errors()).containsKeys(
					"providerTimestamp", "objects[1].id"));
	}

	@Test
	void anInstitutionHasNoIsin() {
		SnapshotObject institution = new SnapshotObject("IN00000001", FinancialObjectType.Institution,
				"DE0007164600", null, null, "Deutsche Bank AG", "Bank", null, List.of());

		assertThatThrownBy(() -> SnapshotChecks.check(new Snapshot(T, null, List.of(institution))))
			.isInstanceOfSatisfying(InvalidInput.class,
					ex -> assertThat(ex.errors()).containsKey("objects[0].isinCode"));
	}

	@Test
	void datesSectionsWithoutProviderDatesByTheirUpdateOrCreation() {
		Instant created = Instant.parse("2024-06-01T23:30:00Z");
		Instant updated = Instant.parse("2026-10-01T06:00:00Z");
		LocalDate relevant = LocalDate.parse("2026-05-14");

		assertThat(SectionDates.of(dated(relevant, "EX_DATE", "ISSUER", created, null)))
			.isEqualTo(new SectionDates(relevant, "EX_DATE"));
		assertThat(SectionDates.of(dated(relevant, "EX_DATE", null, created, updated)))
			.isEqualTo(new SectionDates(LocalDate.parse("2026-10-01"), "UPDATED_DATE"));
		assertThat(SectionDates.of(dated(null, null, null, created, null)))
			.isEqualTo(new SectionDates(LocalDate.parse("2024-06-01"), "CREATED_DATE"));
	}

	private static Section dated(LocalDate relevant, String sourceOfDate, String sourceOfEvent, Instant created,
			Instant updated) {
		return new Section("D", "D1", T, "Dividend", sourceOfEvent, relevant, sourceOfDate, created, updated, null,
				null, null);
	}

	private static Arguments arguments(String path, UnaryOperator<SnapshotObject> breaking) {
		return Arguments.of(path, breaking);
	}

	private static Section section(String ag, String bid) {
		return new Section(ag, bid, T, null, null, null, null, T, null, null, null, null);
	}

	private static SnapshotObject object(SnapshotObject o, String id, String isin, String name) {
		return new SnapshotObject(id, o.objectType(), isin, null, o.ekn(), name, o.type(), o.cfiCode(), o.sections());
	}

	private static SnapshotObject withSection(SnapshotObject o, Section section) {
		return withSections(o, section);
	}

	private static SnapshotObject withSections(SnapshotObject o, Section... sections) {
		return new SnapshotObject(o.id(), o.objectType(), o.isinCode(), o.wkn(), o.ekn(), o.name(), o.type(),
				o.cfiCode(), List.of(sections));
	}
}
