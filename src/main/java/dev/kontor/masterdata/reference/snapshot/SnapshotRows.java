package dev.kontor.masterdata.reference.snapshot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;

import dev.kontor.masterdata.reference.FieldTexts;
import dev.kontor.masterdata.reference.NameTokens;
import dev.kontor.shared.jdbc.Timestamps;

/** The rows of the store's tables one object of a snapshot becomes. */
@RequiredArgsConstructor
final class SnapshotRows {

	private final JsonMapper json;

	private final UUID snapshotId;

	/** Filterable field codes and whether each is a DAT field (else TXT). */
	private final Map<String, Boolean> filterableFields;

	final List<SqlParameterSource> objects = new ArrayList<>();

	final List<SqlParameterSource> sections = new ArrayList<>();

	final List<SqlParameterSource> tokens = new ArrayList<>();

	final List<SqlParameterSource> fieldValues = new ArrayList<>();

	void add(Snapshot.SnapshotObject object) {
		String name = object.name().strip();
		String sortName = NameTokens.normalized(name);
		List<String> nameTokens = NameTokens.of(name).stream().sorted().toList();
		String words = NameTokens.words(nameTokens);
		objects.add(new MapSqlParameterSource().addValue("id", object.id())
			.addValue("objectType", object.objectType().name())
			.addValue("isin", object.isinCode())
			.addValue("wkn", object.wkn())
			.addValue("ekn", object.ekn())
			.addValue("name", name)
			.addValue("sortName", sortName)
			.addValue("words", words)
			.addValue("type", object.type())
			.addValue("cfiCode", object.cfiCode())
			.addValue("snapshotId", snapshotId));
		String previous = "";
		for (String token : nameTokens) {
			tokens.add(new MapSqlParameterSource("token", token).addValue("objectId", object.id())
				.addValue("objectType", object.objectType().name())
				.addValue("sortName", sortName)
				.addValue("prevToken", previous)
				.addValue("words", words));
			previous = token;
		}
		object.sectionList().forEach(section -> sections.add(section(object.id(), section)));
		filterableFields.forEach((code, dat) -> newestValue(object, code, dat)
			.ifPresent(value -> fieldValues.add(fieldValue(object.id(), code, dat, value))));
	}

	private SqlParameterSource section(String objectId, Snapshot.Section section) {
		SectionDates dates = SectionDates.of(section);
		return new MapSqlParameterSource("objectId", objectId).addValue("ag", section.ag())
			.addValue("bid", section.bid())
			.addValue("lastModification", Timestamps.of(section.lastModification()))
			.addValue("typeOfEvent", section.typeOfEvent())
			.addValue("sourceOfEvent", section.sourceOfEvent())
			.addValue("relevantDate", dates.relevantDate())
			.addValue("sourceOfDate", dates.sourceOfDate())
			.addValue("datFields", json.writeValueAsString(section.datFieldMap()))
			.addValue("txtFields", json.writeValueAsString(section.txtFieldMap()))
			.addValue("table", section.table() == null ? null : json.writeValueAsString(section.table()));
	}

	/** The value of a field in the newest section (by lastModification) that holds it. */
	private static Optional<JsonNode> newestValue(Snapshot.SnapshotObject object, String code, boolean dat) {
		return object.sectionList()
			.stream()
			.filter(section -> (dat ? section.datFieldMap() : section.txtFieldMap()).containsKey(code))
			.max(Comparator.comparing(Snapshot.Section::lastModification))
			.map(section -> (dat ? section.datFieldMap() : section.txtFieldMap()).get(code));
	}

	private static SqlParameterSource fieldValue(String objectId, String code, boolean dat, JsonNode value) {
		String text = String.valueOf(FieldTexts.of(value));
		return new MapSqlParameterSource("objectId", objectId).addValue("fieldCode", code)
			.addValue("valueDat", dat ? truncated(text, 500) : null)
			.addValue("valueTxt", dat ? null : truncated(text, 2000))
			.addValue("searchValue", truncated(NameTokens.normalized(text), 2000));
	}

	private static String truncated(String text, int length) {
		return text.length() > length ? text.substring(0, length) : text;
	}
}
