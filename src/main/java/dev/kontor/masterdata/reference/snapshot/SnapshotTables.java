package dev.kontor.masterdata.reference.snapshot;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Writes snapshots into the store with JDBC batches: an object is replaced by deleting its rows and inserting the
 * new ones, which is the same SQL on H2 and PostgreSQL and one round trip per batch.
 */
@Repository
@RequiredArgsConstructor
class SnapshotTables {

	private static final List<String> DELETES = List.of("DELETE FROM md_sections WHERE object_id = :id",
			"DELETE FROM md_name_tokens WHERE object_id = :id", "DELETE FROM md_field_values WHERE object_id = :id",
			"DELETE FROM md_objects WHERE id = :id");

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batches;

	private final PrefixCounts prefixCounts;

	void replaceDefinitions(List<Snapshot.FieldDefinition> definitions) {
		SqlParameterSource[] rows = definitions.stream()
			.map(definition -> new MapSqlParameterSource("code", definition.code()).addValue("ag", definition.ag())
				.addValue("kind", definition.kind())
				.addValue("type", definition.type())
				.addValue("label", definition.label())
				.addValue("explanation", definition.explanation())
				.addValue("filterable", definition.filterable())
				.addValue("showcase", definition.showcase()))
			.toArray(SqlParameterSource[]::new);
		batches.batchUpdate("DELETE FROM md_field_definitions WHERE code = :code", rows);
		batches.batchUpdate("INSERT INTO md_field_definitions (code, ag, kind, type, label, explanation, filterable, "
				+ "showcase) VALUES (:code, :ag, :kind, :type, :label, :explanation, :filterable, :showcase)", rows);
	}

	/** Filterable field codes, each mapped to whether it is a DAT field. */
	Map<String, Boolean> filterableFields() {
		return jdbc.sql("SELECT code, kind FROM md_field_definitions WHERE filterable = TRUE")
			.query((rs, row) -> Map.entry(rs.getString(1), "DAT".equals(rs.getString(2))))
			.list()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
	}

	void replace(List<String> objectIds, SnapshotRows rows) {
		SqlParameterSource[] ids = objectIds.stream()
			.map(id -> new MapSqlParameterSource("id", id))
			.toArray(SqlParameterSource[]::new);
		DELETES.forEach(delete -> batches.batchUpdate(delete, ids));
		insert("INSERT INTO md_objects (id, object_type, isin, wkn, ekn, name, sort_name, words, type, cfi_code, "
				+ "snapshot_id) VALUES (:id, :objectType, :isin, :wkn, :ekn, :name, :sortName, :words, :type, :cfiCode, "
				+ ":snapshotId)",
				rows.objects);
		insert("INSERT INTO md_sections (object_id, ag, bid, last_modification, type_of_event, source_of_event, "
				+ "relevant_date, source_of_date, dat_fields, txt_fields, table_json) VALUES (:objectId, :ag, :bid, "
				+ ":lastModification, :typeOfEvent, :sourceOfEvent, :relevantDate, :sourceOfDate, :datFields, "
				+ ":txtFields, :table)", rows.sections);
		insert("INSERT INTO md_name_tokens (token, object_type, sort_name, object_id, prev_token, words) "
				+ "VALUES (:token, :objectType, :sortName, :objectId, :prevToken, :words)", rows.tokens);
		insert("INSERT INTO md_field_values (object_id, field_code, value_dat, value_txt, search_value) "
				+ "VALUES (:objectId, :fieldCode, :valueDat, :valueTxt, :searchValue)", rows.fieldValues);
	}

	/** Waits until no other import runs, then holds off the others until this transaction ends. */
	void lockImports() {
		jdbc.sql("SELECT id FROM md_import_lock WHERE id = 1 FOR UPDATE").query(Integer.class).single();
	}

	/** Counts the objects per type and the common word prefixes ({@link PrefixCounts}) after a change. */
	void recount(long commonPrefixObjects) {
		jdbc.sql("DELETE FROM md_object_counts").update();
		jdbc.sql("INSERT INTO md_object_counts (object_type, object_count) "
				+ "SELECT object_type, COUNT(*) FROM md_objects GROUP BY object_type").update();
		prefixCounts.recount(commonPrefixObjects);
	}

	void recordSnapshot(UUID id, Instant providerTimestamp, Instant importedAt, String source, int objects,
			int sections) {
		jdbc.sql("INSERT INTO md_snapshots (id, provider_timestamp, imported_at, source, object_count, section_count) "
				+ "VALUES (:id, :providerTimestamp, :importedAt, :source, :objects, :sections)")
			.param("id", id)
			.param("providerTimestamp", Timestamps.of(providerTimestamp))
			.param("importedAt", Timestamps.of(importedAt))
			.param("source", source.length() > 300 ? source.substring(0, 300) : source)
			.param("objects", objects)
			.param("sections", sections)
			.update();
	}

	private void insert(String sql, List<SqlParameterSource> rows) {
		if (!rows.isEmpty()) {
			batches.batchUpdate(sql, rows.toArray(SqlParameterSource[]::new));
		}
	}
}
