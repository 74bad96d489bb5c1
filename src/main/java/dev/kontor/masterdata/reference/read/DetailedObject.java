package dev.kontor.masterdata.reference.read;

import java.util.List;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Document 2's detailed instrument or institution: one top section per {@code ag} (idName {@code ag}, idValue the
 * letter) nesting one section per {@code bid}, whose {@code fld} entries are the fields and {@code table} its table.
 */
public record DetailedObject(String id, String idType, String name, List<Section> section) {

	public record Section(@Nullable TxtVl txtVl, List<Fld> fld, List<Table> table, List<Section> section,
			String idName, String idValue, String idDefinition, String dataStatus) {
	}

	public record TxtVl(String value, String txtMode, @Nullable String lang, @Nullable String dest,
			String dataStatus) {
	}

	/** A field: its value as {@code {datVal}} or {@code {txtVal, lang, dest}} in {@code groupDataVOrTextVOrHist}. */
	public record Fld(List<JsonNode> groupDataVOrTextVOrHist, String idName, @Nullable String definition,
			@Nullable String fieldExplanation) {
	}

	public record Table(@Nullable TxtVl txtVl, List<Row> row, String idName, @Nullable String definition,
			@Nullable String tableExplanation, String dataStatus) {
	}

	public record Row(@Nullable TxtVl txtVl, List<JsonNode> groupFieldORTable, String idValue, String dataStatus) {
	}
}
