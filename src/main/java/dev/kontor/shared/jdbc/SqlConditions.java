package dev.kontor.shared.jdbc;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The optional filters of a list query: a condition is added only when its value is given. The SQL is assembled
 * from the fixed fragments the caller passes; values travel as named parameters, never in the SQL.
 */
public final class SqlConditions {

	private final StringBuilder sql = new StringBuilder();

	private final Map<String, Object> parameters = new HashMap<>();

	/** Adds {@code condition} (such as {@code " AND client_id = :clientId"}) when {@code value} is not null. */
	public SqlConditions add(@Nullable Object value, String condition, String parameter) {
		if (value != null) {
			sql.append(condition);
			parameters.put(parameter, value);
		}
		return this;
	}

	/**
	 * Adds {@code condition} when {@code value} is not null, with the parameter's value {@code as} the column holds it
	 * (an enum's name, a pattern).
	 */
	public <T> SqlConditions add(@Nullable T value, String condition, String parameter, Function<T, Object> as) {
		return add(value == null ? null : as.apply(value), condition, parameter);
	}

	/**
	 * How many rows of {@code from}, a table with its fixed condition (such as
	 * {@code "clients WHERE tenant_id = :tenantId"}), meet the conditions added; {@code fixed} holds the parameters
	 * of the fixed condition.
	 */
	public long count(JdbcClient jdbc, String from, Map<String, Object> fixed) {
		return jdbc.sql("SELECT COUNT(*) FROM " + from + sql())
			.params(fixed)
			.params(parameters)
			.query(Long.class)
			.single();
	}

	public String sql() {
		return sql.toString();
	}

	public Map<String, Object> parameters() {
		return Map.copyOf(parameters);
	}
}
