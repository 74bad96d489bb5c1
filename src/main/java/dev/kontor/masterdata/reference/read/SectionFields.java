package dev.kontor.masterdata.reference.read;

import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** What a section holds: its DAT and TXT fields by field code, and its table where it has one. */
public record SectionFields(Map<String, JsonNode> datFields, Map<String, JsonNode> txtFields,
		@Nullable JsonNode table) {
}
