package dev.kontor.aml.screening.list;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.IsoCodes;

/**
 * Reads a list in OpenSanctions' {@code targets.simple.csv} format: a header row naming the columns {@code id,
 * schema, name, aliases, birth_date, countries, addresses, identifiers, sanctions, phones, emails, dataset,
 * first_seen, last_seen, last_change} (newer files add {@code program_ids}); multiple values in a field are
 * separated by {@code ;}. Columns are found by name, so their order and further columns do not matter; only
 * {@code id} and {@code name} are required. An optional {@code topics} column (OpenSanctions topics such as
 * {@code sanction}, {@code role.pep}, {@code crime}) decides the families, see {@link FamilyRules}.
 */
final class TargetsCsv {

	private TargetsCsv() {
	}

	static List<ListEntry> read(Reader reader) throws IOException {
		CsvRecords records = new CsvRecords(reader);
		List<String> header = records.next();
		if (header == null) {
			throw new IOException("the list is empty: no header row");
		}
		Map<String, Integer> columns = columns(header);
		if (!columns.containsKey("id") || !columns.containsKey("name")) {
			throw new IOException("the header row must name the columns id and name, found " + header);
		}
		List<ListEntry> entries = new ArrayList<>();
		for (List<String> row = records.next(); row != null; row = records.next()) {
			Row fields = new Row(columns, row);
			if (!fields.get("name").isBlank() && !fields.get("id").isBlank()) {
				entries.add(entry(fields));
			}
		}
		return entries;
	}

	private static ListEntry entry(Row row) {
		List<String> datasets = multi(row.get("dataset"));
		Set<String> countries = new LinkedHashSet<>();
		multi(row.get("countries")).forEach(country -> {
			String alpha3 = alpha3(country);
			if (alpha3 != null) {
				countries.add(alpha3);
			}
		});
		return new ListEntry(row.get("id").strip(), row.get("schema").strip(), row.get("name").strip(),
				multi(row.get("aliases")), multi(row.get("birth_date")), countries, datasets,
				FamilyRules.families(multi(row.get("topics")), multi(row.get("sanctions")), datasets));
	}

	/** The values of a multi-valued field: split at {@code ;}, stripped, empty ones left out. */
	static List<String> multi(String field) {
		if (field.isBlank()) {
			return List.of();
		}
		return Stream.of(field.split(";")).map(String::strip).filter(value -> !value.isEmpty()).toList();
	}

	/** The alpha-3 code of a list's country code (OpenSanctions writes alpha-2 in lower case); null if unknown. */
	static @Nullable String alpha3(String code) {
		String upper = code.strip().toUpperCase(Locale.ROOT);
		if (IsoCodes.isAlpha3Country(upper)) {
			return upper;
		}
		return IsoCodes.alpha3Of(upper).orElse(null);
	}

	private static Map<String, Integer> columns(List<String> header) {
		Map<String, Integer> columns = new HashMap<>();
		for (int i = 0; i < header.size(); i++) {
			String name = header.get(i).replace("\uFEFF", "").strip().toLowerCase(Locale.ROOT);
			columns.putIfAbsent(name, i);
		}
		return columns;
	}

	private record Row(Map<String, Integer> columns, List<String> values) {

		String get(String column) {
			Integer index = columns.get(column);
			return index == null || index >= values.size() ? "" : values.get(index);
		}
	}
}
