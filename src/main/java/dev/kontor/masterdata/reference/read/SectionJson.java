package dev.kontor.masterdata.reference.read;

import java.util.LinkedHashMap;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Component;

/** Turns the JSON text columns of a stored section back into the open maps of the answers. */
@Component
@RequiredArgsConstructor
class SectionJson {

	private static final TypeReference<LinkedHashMap<String, JsonNode>> FIELD_MAP = new TypeReference<>() {
	};

	private final JsonMapper json;

	Map<String, JsonNode> datFields(StoredSection section) {
		return json.readValue(section.datFields(), FIELD_MAP);
	}

	Map<String, JsonNode> txtFields(StoredSection section) {
		return json.readValue(section.txtFields(), FIELD_MAP);
	}

	@Nullable JsonNode table(StoredSection section) {
		return section.table() == null ? null : json.readTree(section.table());
	}

	DetailItem detail(StoredSection section, String id, String idType) {
		return new DetailItem(id, idType, section.header(),
				new SectionFields(datFields(section), txtFields(section), table(section)), null);
	}
}
