package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import dev.kontor.masterdata.FinancialObjectType;

/**
 * A snapshot of the reference-data provider in the format of {@code docs/masterdata-snapshots.md}: every object it
 * holds replaces the stored one. The import reads it part by part ({@link SnapshotDocument}) rather than whole.
 * Fields are nullable because the rules, not the parser, report what is missing.
 */
public record Snapshot(@Nullable Instant providerTimestamp, @Nullable List<FieldDefinition> fieldDefinitions,
		@Nullable List<SnapshotObject> objects) {

	public List<FieldDefinition> definitions() {
		return fieldDefinitions == null ? List.of() : fieldDefinitions;
	}

	public List<SnapshotObject> objectList() {
		return objects == null ? List.of() : objects;
	}

	/** A field the provider explains: {@code kind} DAT (a value in datFields) or TXT (a text in txtFields). */
	public record FieldDefinition(@Nullable String code, @Nullable String ag, @Nullable String kind,
			@Nullable String type, @Nullable String label, @Nullable String explanation, boolean filterable,
			@Nullable String showcase) {
	}

	public record SnapshotObject(@Nullable String id, @Nullable FinancialObjectType objectType,
			@Nullable String isinCode, @Nullable String wkn, @Nullable String ekn, @Nullable String name,
			@Nullable String type, @Nullable String cfiCode, @Nullable List<Section> sections) {

		public List<Section> sectionList() {
			return sections == null ? List.of() : sections;
		}
	}

	/** One section of an object, keyed by {@code ag} and the provider's {@code bid}. */
	public record Section(@Nullable String ag, @Nullable String bid, @Nullable Instant lastModification,
			@Nullable String typeOfEvent, @Nullable String sourceOfEvent, @Nullable LocalDate relevantDate,
			@Nullable String sourceOfDate, @Nullable Instant createdDate, @Nullable Instant updatedDate,
			@Nullable Map<String, JsonNode> datFields, @Nullable Map<String, JsonNode> txtFields,
			@Nullable SectionTable table) {

		public Map<String, JsonNode> datFieldMap() {
			return datFields == null ? Map.of() : datFields;
		}

		public Map<String, JsonNode> txtFieldMap() {
			return txtFields == null ? Map.of() : txtFields;
		}
	}

	/** The table of a section as document 2's detail item carries it. */
	public record SectionTable(@Nullable Map<String, JsonNode> txtFields,
			@Nullable Map<String, Map<String, JsonNode>> datRows, @Nullable Map<String, Map<String, JsonNode>> txtRows) {
	}
}
