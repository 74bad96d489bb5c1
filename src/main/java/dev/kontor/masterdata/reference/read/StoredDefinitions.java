package dev.kontor.masterdata.reference.read;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The provider's field definitions: labels and explanations, and which fields instruments are searched by. */
@Repository
@RequiredArgsConstructor
class StoredDefinitions {

	private static final String SELECT = "SELECT code, kind, type, label, explanation, showcase "
			+ "FROM md_field_definitions ";

	record FieldDefinition(String code, String kind, String type, String label, String explanation,
			@Nullable String showcase) {

		boolean isDat() {
			return "DAT".equals(kind);
		}
	}

	private final JdbcClient jdbc;

	Map<String, FieldDefinition> byCode(Collection<String> codes) {
		if (codes.isEmpty()) {
			return Map.of();
		}
		return byCode(jdbc.sql(SELECT + "WHERE code IN (:codes)").param("codes", codes).query(StoredDefinitions::read)
			.list());
	}

	Map<String, FieldDefinition> all() {
		return byCode(jdbc.sql(SELECT).query(StoredDefinitions::read).list());
	}

	private static Map<String, FieldDefinition> byCode(List<FieldDefinition> definitions) {
		return definitions.stream().collect(Collectors.toMap(FieldDefinition::code, Function.identity()));
	}

	List<FieldDefinition> filterable() {
		return jdbc.sql(SELECT + "WHERE filterable = TRUE ORDER BY code").query(StoredDefinitions::read).list();
	}

	private static FieldDefinition read(ResultSet rs, int row) throws SQLException {
		return new FieldDefinition(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
				rs.getString(5), rs.getString(6));
	}
}
