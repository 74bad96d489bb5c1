package dev.kontor.masterdata.reference.read;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;

import dev.kontor.masterdata.reference.Ag;
import dev.kontor.masterdata.reference.read.DetailedObject.Fld;
import dev.kontor.masterdata.reference.read.DetailedObject.Row;
import dev.kontor.masterdata.reference.read.DetailedObject.Section;
import dev.kontor.masterdata.reference.read.DetailedObject.Table;
import dev.kontor.masterdata.reference.read.DetailedObject.TxtVl;

/**
 * Builds the detailed instrument or institution from its sections: a top section per ag nesting a section per bid.
 * With {@code fields}, only those fields (and table columns) remain, and sections left empty are dropped.
 */
@Component
@RequiredArgsConstructor
class DetailedObjects {

	static final String ACTIVE = "ACTIVE";

	private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

	private final SectionJson json;

	DetailedObject build(StoredObject object, String requestedId, List<StoredSection> sections,
			Map<String, StoredDefinitions.FieldDefinition> definitions, Set<String> fields) {
		Predicate<String> wanted = code -> fields.isEmpty() || fields.contains(code);
		Map<String, List<Section>> byAg = new LinkedHashMap<>();
		for (StoredSection section : sections) {
			Section built = bidSection(section, definitions, wanted);
			if (!built.fld().isEmpty() || !built.table().isEmpty()) {
				byAg.computeIfAbsent(section.header().ag(), ag -> new ArrayList<>()).add(built);
			}
		}
		List<Section> top = byAg.entrySet().stream().map(entry -> agSection(entry.getKey(), entry.getValue())).toList();
		return new DetailedObject(requestedId, object.idTypeOf(requestedId), object.name(), top);
	}

	private static Section agSection(String letter, List<Section> bids) {
		String meaning = Ag.of(letter).map(Ag::meaning).orElse(letter);
		return new Section(new TxtVl(meaning, "SHORT", "en", null, ACTIVE), List.of(), List.of(), bids, "ag", letter,
				meaning, ACTIVE);
	}

	private Section bidSection(StoredSection section, Map<String, StoredDefinitions.FieldDefinition> definitions,
			Predicate<String> wanted) {
		List<Fld> fields = new ArrayList<>();
		json.datFields(section).forEach((code, value) -> {
			if (wanted.test(code)) {
				fields.add(field(code, value("datVal", value), definitions.get(code)));
			}
		});
		json.txtFields(section).forEach((code, value) -> {
			if (wanted.test(code)) {
				fields.add(field(code, value("txtVal", value), definitions.get(code)));
			}
		});
		JsonNode table = json.table(section);
		List<Table> tables = table == null ? List.of() : table(section.header().bid(), table, wanted);
		@Nullable String typeOfEvent = section.dating().typeOfEvent();
		String definition = typeOfEvent != null ? typeOfEvent : section.header().ag();
		return new Section(null, fields, tables, List.of(), "bid", section.header().bid(), definition, ACTIVE);
	}

	private static Fld field(String code, JsonNode value, StoredDefinitions.@Nullable FieldDefinition definition) {
		return new Fld(List.of(value), code, definition == null ? null : definition.label(),
				definition == null ? null : definition.explanation());
	}

	private static List<Table> table(String bid, JsonNode table, Predicate<String> wanted) {
		Map<String, List<JsonNode>> rows = new LinkedHashMap<>();
		addRows(rows, table.get("datRows"), "datVal", wanted);
		addRows(rows, table.get("txtRows"), "txtVal", wanted);
		List<Row> built = rows.entrySet()
			.stream()
			.filter(entry -> !entry.getValue().isEmpty())
			.map(entry -> new Row(null, entry.getValue(), entry.getKey(), ACTIVE))
			.toList();
		return built.isEmpty() ? List.of() : List.of(new Table(null, built, bid, null, null, ACTIVE));
	}

	private static void addRows(Map<String, List<JsonNode>> rows, @Nullable JsonNode source, String kind,
			Predicate<String> wanted) {
		if (source == null || !source.isObject()) {
			return;
		}
		for (Map.Entry<String, JsonNode> row : source.properties()) {
			List<JsonNode> cells = rows.computeIfAbsent(row.getKey(), key -> new ArrayList<>());
			for (Map.Entry<String, JsonNode> cell : row.getValue().properties()) {
				if (wanted.test(cell.getKey())) {
					cells.add(value(kind, cell.getValue()).put("fieldCode", cell.getKey()));
				}
			}
		}
	}

	private static ObjectNode value(String kind, JsonNode value) {
		ObjectNode node = NODES.objectNode();
		node.set(kind, value);
		return node;
	}
}
