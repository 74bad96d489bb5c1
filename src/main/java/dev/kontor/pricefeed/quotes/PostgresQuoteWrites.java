package dev.kontor.pricefeed.quotes;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.transaction.TransactionStatus;

/**
 * Quote writes for PostgreSQL: ticks with COPY, bars and latest quotes each with one statement over arrays, so
 * that a group of a hundred thousand quotes costs a handful of round trips.
 */
final class PostgresQuoteWrites implements QuoteWrites {

	private static final String COPY_TICKS = "COPY pricefeed_ticks "
			+ "(series_id, date_time, status, bid, ask, bid_volume, ask_volume) FROM STDIN (FORMAT binary)";

	private static final String UNIQUE_VIOLATION = "23505";

	/** About 64 KiB of rows per message to the server, so that a large group is never held encoded at once. */
	private static final int COPY_CHUNK_TICKS = 600;

	/** Every right-hand side reads the stored row as it was before this statement. */
	private static final String MERGE_BARS = "INSERT INTO pricefeed_bars AS b (series_id, span_seconds, start_time, "
			+ "open_time, open_price, high_price, low_price, close_time, close_price, quote_count) "
			+ "SELECT s.series_id, ?, s.start_time, s.open_time, s.open_price, s.high_price, s.low_price, "
			+ "s.close_time, s.close_price, s.quote_count FROM unnest(CAST(? AS INTEGER[]), "
			+ "CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[]), CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[]), "
			+ "CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[]), "
			+ "CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[]), CAST(? AS NUMERIC[]), CAST(? AS BIGINT[])) "
			+ "AS s (series_id, start_time, open_time, open_price, high_price, low_price, close_time, close_price, "
			+ "quote_count) "
			+ "ON CONFLICT (series_id, span_seconds, start_time) DO UPDATE SET "
			+ "open_price = CASE WHEN excluded.open_time < b.open_time THEN excluded.open_price ELSE b.open_price END, "
			+ "open_time = LEAST(b.open_time, excluded.open_time), "
			+ "high_price = GREATEST(b.high_price, excluded.high_price), "
			+ "low_price = LEAST(b.low_price, excluded.low_price), "
			+ "close_price = CASE WHEN excluded.close_time > b.close_time THEN excluded.close_price "
			+ "ELSE b.close_price END, close_time = GREATEST(b.close_time, excluded.close_time), "
			+ "quote_count = b.quote_count + excluded.quote_count";

	private static final String STORE_LATEST = "INSERT INTO pricefeed_latest_quotes AS l (series_id, date_time, status, "
			+ "bid, ask, bid_volume, ask_volume, stored_at, stored_by) "
			+ "SELECT s.series_id, s.date_time, s.status, s.bid, s.ask, s.bid_volume, s.ask_volume, "
			+ "CAST(? AS TIMESTAMPTZ), CAST(? AS UUID) FROM unnest(CAST(? AS INTEGER[]), "
			+ "CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[]), CAST(? AS TEXT[]), CAST(? AS NUMERIC[]), "
			+ "CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[])) "
			+ "AS s (series_id, date_time, status, bid, ask, bid_volume, ask_volume) "
			+ "ON CONFLICT (series_id) DO UPDATE SET date_time = excluded.date_time, status = excluded.status, "
			+ "bid = excluded.bid, ask = excluded.ask, bid_volume = excluded.bid_volume, "
			+ "ask_volume = excluded.ask_volume, stored_at = excluded.stored_at, stored_by = excluded.stored_by "
			+ "WHERE excluded.date_time > l.date_time";

	private final DataSource dataSource;

	private final JdbcTemplate jdbcTemplate;

	private final JdbcClient jdbc;

	PostgresQuoteWrites(DataSource dataSource, JdbcTemplate jdbcTemplate, JdbcClient jdbc) {
		this.dataSource = dataSource;
		this.jdbcTemplate = jdbcTemplate;
		this.jdbc = jdbc;
	}

	@Override
	public List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction) {
		return TickInserts.insertNew(ticks, transaction, jdbc, this::copy);
	}

	private void copy(List<Tick> ticks) throws TickInserts.DuplicateTick {
		Connection connection = DataSourceUtils.getConnection(dataSource);
		try {
			CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(COPY_TICKS);
			copy.writeToCopy(TickCopyRows.HEADER, 0, TickCopyRows.HEADER.length);
			for (int from = 0; from < ticks.size(); from += COPY_CHUNK_TICKS) {
				byte[] rows = TickCopyRows.rows(ticks.subList(from, Math.min(ticks.size(), from + COPY_CHUNK_TICKS)));
				copy.writeToCopy(rows, 0, rows.length);
			}
			copy.writeToCopy(TickCopyRows.TRAILER, 0, TickCopyRows.TRAILER.length);
			copy.endCopy();
		}
		catch (SQLException ex) {
			if (UNIQUE_VIOLATION.equals(ex.getSQLState())) {
				throw new TickInserts.DuplicateTick(ex);
			}
			throw jdbcTemplate.getExceptionTranslator().translate("COPY pricefeed_ticks", COPY_TICKS, ex);
		}
		finally {
			DataSourceUtils.releaseConnection(connection, dataSource);
		}
	}

	@Override
	public void mergeBars(BarSpan span, List<Bar> bars) {
		jdbcTemplate.execute((ConnectionCallback<Integer>) connection -> {
			try (PreparedStatement statement = connection.prepareStatement(MERGE_BARS)) {
				statement.setInt(1, span.seconds());
				statement.setArray(2, connection.createArrayOf("int4", column(bars, Bar::seriesId)));
				statement.setArray(3, connection.createArrayOf("text", column(bars, bar -> bar.start().toString())));
				statement.setArray(4, connection.createArrayOf("text", column(bars, bar -> bar.openTime().toString())));
				statement.setArray(5, connection.createArrayOf("numeric", column(bars, Bar::open)));
				statement.setArray(6, connection.createArrayOf("numeric", column(bars, Bar::high)));
				statement.setArray(7, connection.createArrayOf("numeric", column(bars, Bar::low)));
				statement.setArray(8, connection.createArrayOf("text", column(bars, bar -> bar.closeTime().toString())));
				statement.setArray(9, connection.createArrayOf("numeric", column(bars, Bar::close)));
				statement.setArray(10, connection.createArrayOf("int8", column(bars, Bar::quoteCount)));
				return statement.executeUpdate();
			}
		});
	}

	@Override
	public void storeLatest(List<Tick> latest, Instant storedAt, UUID storedBy) {
		jdbcTemplate.execute((ConnectionCallback<Integer>) connection -> {
			try (PreparedStatement statement = connection.prepareStatement(STORE_LATEST)) {
				statement.setString(1, storedAt.toString());
				statement.setObject(2, storedBy);
				statement.setArray(3, connection.createArrayOf("int4", column(latest, Tick::seriesId)));
				statement.setArray(4, connection.createArrayOf("text", column(latest, t -> t.quote().dateTime().toString())));
				statement.setArray(5, connection.createArrayOf("text", column(latest, t -> t.quote().status())));
				statement.setArray(6, connection.createArrayOf("numeric", column(latest, t -> t.quote().bid())));
				statement.setArray(7, connection.createArrayOf("numeric", column(latest, t -> t.quote().ask())));
				statement.setArray(8, connection.createArrayOf("numeric", column(latest, t -> t.quote().bidVolume())));
				statement.setArray(9, connection.createArrayOf("numeric", column(latest, t -> t.quote().askVolume())));
				return statement.executeUpdate();
			}
		});
	}

	private static <T> Object[] column(List<T> rows, Function<T, ? extends @Nullable Object> value) {
		Object[] column = new Object[rows.size()];
		for (int i = 0; i < column.length; i++) {
			column[i] = value.apply(rows.get(i));
		}
		return column;
	}
}
