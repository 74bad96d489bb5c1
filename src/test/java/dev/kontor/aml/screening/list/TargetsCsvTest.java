package dev.kontor.aml.screening.list;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.kontor.aml.monitoring.MonitoringFamily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TargetsCsvTest {

	private static final String HEADER = "id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,"
			+ "phones,emails,dataset,first_seen,last_seen,last_change\n";

	@Test
	void readsQuotedFieldsWithSeparatorsQuotesAndLineBreaks() throws IOException {
		String csv = HEADER + "os-1,Person,\"Sidorenko, Ivan\",\"Ivan \"\"Vanya\"\" S.;Иван Сидоренко\",1961-03-05,"
				+ "ru;ua,\"Line 1\nLine 2\",,EU 269/2014,,,us_ofac_sdn;eu_fsf,2022-01-01,2026-01-01,2026-01-01\r\n"
				+ "os-2,Company,Acme Trading,,,cy,,,,,,wd_peps,,,\n";

		List<ListEntry> entries = TargetsCsv.read(new StringReader(csv));

		assertThat(entries).hasSize(2);
		ListEntry first = entries.getFirst();
		assertThat(first.id()).isEqualTo("os-1");
		assertThat(first.name()).isEqualTo("Sidorenko, Ivan");
		assertThat(first.aliases()).containsExactly("Ivan \"Vanya\" S.", "Иван Сидоренко");
		assertThat(first.birthDates()).containsExactly("1961-03-05");
		assertThat(first.countries()).containsExactlyInAnyOrder("RUS", "UKR");
		assertThat(first.datasets()).containsExactly("us_ofac_sdn", "eu_fsf");
		assertThat(first.families()).containsExactly(MonitoringFamily.Sanction);
		assertThat(entries.get(1).families()).containsExactly(MonitoringFamily.Pep);
		assertThat(entries.get(1).isOrganisation()).isTrue();
	}

	@Test
	void findsColumnsByNameInAnyOrderAndIgnoresUnknownOnes() throws IOException {
		String csv = "\uFEFFname,extra,id,program_ids,topics\nAnna Beispiel,x,e-1,P1,crime;role.pep\n";

		ListEntry entry = TargetsCsv.read(new StringReader(csv)).getFirst();

		assertThat(entry.id()).isEqualTo("e-1");
		assertThat(entry.name()).isEqualTo("Anna Beispiel");
		assertThat(entry.aliases()).isEmpty();
		assertThat(entry.families()).containsExactlyInAnyOrder(MonitoringFamily.Other, MonitoringFamily.Pep);
	}

	@Test
	void skipsBlankLinesAndRowsWithoutNameOrId() throws IOException {
		String csv = HEADER + "\n\nos-1,Person,,,,,,,,,,,,,\n,Person,No Id,,,,,,,,,,,,\nos-3,Person,Kept,,,,,,,,,,,,";

		assertThat(TargetsCsv.read(new StringReader(csv))).extracting(ListEntry::name).containsExactly("Kept");
	}

	@Test
	void rejectsAListWithoutIdOrNameColumn() {
		assertThatThrownBy(() -> TargetsCsv.read(new StringReader("identifier,caption\n1,x\n")))
			.isInstanceOf(IOException.class)
			.hasMessageContaining("id and name");
		assertThatThrownBy(() -> TargetsCsv.read(new StringReader(""))).isInstanceOf(IOException.class);
	}

	@Test
	void rejectsAnUnterminatedQuotedField() {
		assertThatThrownBy(() -> TargetsCsv.read(new StringReader(HEADER + "os-1,Person,\"Open name\n")))
			.isInstanceOf(IOException.class)
			.hasMessageContaining("line 2");
	}

	@Test
	void splitsMultiValuesAtSemicolonsDroppingEmptyOnes() {
		assertThat(TargetsCsv.multi(" a ; ;b;")).containsExactly("a", "b");
		assertThat(TargetsCsv.multi("  ")).isEmpty();
	}

	@Test
	void readsCountryCodesAsAlpha3() {
		assertThat(TargetsCsv.alpha3("de")).isEqualTo("DEU");
		assertThat(TargetsCsv.alpha3("AUT")).isEqualTo("AUT");
		assertThat(TargetsCsv.alpha3("suhh")).isNull();
	}

	@Test
	void readsTheShippedSampleList() throws IOException {
		try (Reader reader = new InputStreamReader(
				getClass().getResourceAsStream("/aml/screening-sample.csv"), StandardCharsets.UTF_8)) {
			List<ListEntry> entries = TargetsCsv.read(reader);

			assertThat(entries).hasSize(40);
			assertThat(entries.stream().flatMap(e -> e.families().stream()))
				.contains(MonitoringFamily.Sanction, MonitoringFamily.Pep, MonitoringFamily.Other);
			assertThat(entries.stream().map(ListEntry::schema)).containsOnly("Person", "Company");
			assertThat(entries.stream().map(ListEntry::id).distinct()).hasSize(40);
			assertThat(entries.stream().filter(e -> e.id().equals("ks-0006")).findFirst().orElseThrow().families())
				.isEqualTo(Set.of(MonitoringFamily.Sanction, MonitoringFamily.Pep));
		}
	}
}
