package dev.kontor.shared.jdbc;

import java.sql.Array;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/**
 * One column of many rows as a SQL array, for PostgreSQL's {@code unnest}: a statement then writes a list of rows in
 * one round trip with one short plan, where a multi-row {@code VALUES} binds and plans thousands of parameters.
 */
public final class SqlArrays {

	private SqlArrays() {
	}

	/** The value of each row, in the rows' order, as an array of the database's {@code type} (nulls kept). */
	public static <T> Array column(Connection connection, String type, List<T> rows,
			Function<T, @Nullable Object> value) throws SQLException {
		return connection.createArrayOf(type, rows.stream().map(value).toArray());
	}
}
