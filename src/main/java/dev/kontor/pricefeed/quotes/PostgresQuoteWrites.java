package dev.kontor.pricefeed.quotes;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import javax.sql.DataSource;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.transaction.TransactionStatus;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Quote writes for PostgreSQL: ticks and bar parts with COPY in the binary format, bars and latest quotes each with
 * one statement over arrays, so that a group of a hundred thousand quotes costs a handful of round trips.
 */
@RequiredArgsConstructor
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

	private static final String STORED_AMONG = "SELECT t.series_id, t.date_time FROM unnest(CAST(? AS INTEGER[]), "
			+ "CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[])) AS k (series_id, date_time) "
			+ "JOIN pricefeed_ticks t ON t.series_id = k.series_id AND t.date_time = k.date_time";

	private static final String COPY_PARTS = "COPY pricefeed_bar_parts (" + BarRows.COLUMNS
			+ ") FROM STDIN (FORMAT binary)";

	private static final String TAKE_PARTS = "DELETE FROM pricefeed_bar_parts WHERE series_id >= ? AND series_id < ? "
			+ "RETURNING " + BarRows.COLUMNS;

	private static final String STORE_LATEST = "INSERT INTO pricefeed_latest_quotes AS l (series_id, date_time, status, "
			+ "bid, ask, bid_volume, ask_volume, stored_at) "
			+ "SELECT t.series_id, t.date_time, t.status, t.bid, t.ask, t.bid_volume, t.ask_volume, CAST(? AS TIMESTAMPTZ) "
			+ "FROM unnest(CAST(? AS INTEGER[]), CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[])) AS c (series_id, date_time) "
			+ "JOIN pricefeed_ticks t ON t.series_id = c.series_id AND t.date_time = c.date_time ORDER BY t.series_id "
			+ "ON CONFLICT (series_id) DO UPDATE SET date_time = excluded.date_time, status = excluded.status, "
			+ "bid = excluded.bid, ask = excluded.ask, bid_volume = excluded.bid_volume, "
			+ "ask_volume = excluded.ask_volume, stored_at = excluded.stored_at "
			+ "WHERE excluded.date_time > l.date_time";

	private final DataSource dataSource;

	private final JdbcTemplate jdbcTemplate;

	private final JdbcClient jdbc;

	@Override
	public List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction) {
		return TickInserts.insertNew(ticks, transaction, jdbc, this::copy, this::storedAmong);
	}

	private Set<TickKey> storedAmong(List<Tick> ticks) {
		return Set.copyOf(Objects.requireNonNull(jdbcTemplate.execute((ConnectionCallback<List<TickKey>>) connection -> {
			try (PreparedStatement statement = connection.prepareStatement(STORED_AMONG)) {
				statement.setArray(1, connection.createArrayOf("int4", column(ticks, Tick::seriesId)));
				statement.setArray(2, connection.createArrayOf("text", column(ticks, t -> t.quote().dateTime().toString())));
				List<TickKey> stored = new ArrayList<>();
				try (ResultSet rs = statement.executeQuery()) {
					while (rs.next()) {
						stored.add(new TickKey(rs.getInt(1), Objects.requireNonNull(Timestamps.instant(rs, 2))));
					}
				}
				return stored;
			}
		})));
	}

	private void copy(List<Tick> ticks) throws TickInserts.DuplicateTick {
		List<byte[]> chunks = new ArrayList<>();
		for (int from = 0; from < ticks.size(); from += COPY_CHUNK_TICKS) {
			chunks.add(QuoteCopyRows.ticks(ticks.subList(from, Math.min(ticks.size(), from + COPY_CHUNK_TICKS))));
		}
		try {
			copyIn(COPY_TICKS, chunks);
		}
		catch (SQLException ex) {
			if (UNIQUE_VIOLATION.equals(ex.getSQLState())) {
				throw new TickInserts.DuplicateTick(ex);
			}
			throw jdbcTemplate.getExceptionTranslator().translate("COPY pricefeed_ticks", COPY_TICKS, ex);
		}
	}

	/** Copies rows of the binary format, under one header, on the transaction's connection. */
	private void copyIn(String sql, List<byte[]> rowChunks) throws SQLException {
		Connection connection = DataSourceUtils.getConnection(dataSource);
		try {
			CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
			copy.writeToCopy(BinaryCopyRows.HEADER, 0, BinaryCopyRows.HEADER.length);
			for (byte[] rows : rowChunks) {
				copy.writeToCopy(rows, 0, rows.length);
			}
			copy.writeToCopy(BinaryCopyRows.TRAILER, 0, BinaryCopyRows.TRAILER.length);
			copy.endCopy();
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
	public void insertBarParts(List<Bar> parts) {
		try {
			copyIn(COPY_PARTS, List.of(QuoteCopyRows.bars(parts)));
		}
		catch (SQLException ex) {
			throw jdbcTemplate.getExceptionTranslator().translate("COPY pricefeed_bar_parts", COPY_PARTS, ex);
		}
	}

	@Override
	public List<Bar> takeBarParts(int fromSeries, int toSeries) {
		return jdbcTemplate.query(TAKE_PARTS, (rs, row) -> BarRows.bar(rs), fromSeries, toSeries);
	}

	@Override
	public void reclaimFoldedParts() {
		jdbcTemplate.execute("VACUUM pricefeed_bar_parts");
	}

	@Override
	public void storeLatest(List<Bar> closingBars, Instant storedAt) {
		jdbcTemplate.execute((ConnectionCallback<Integer>) connection -> {
			try (PreparedStatement statement = connection.prepareStatement(STORE_LATEST)) {
				statement.setString(1, storedAt.toString());
				statement.setArray(2, connection.createArrayOf("int4", column(closingBars, Bar::seriesId)));
				statement.setArray(3, connection.createArrayOf("text", column(closingBars, bar -> bar.closeTime().toString())));
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
