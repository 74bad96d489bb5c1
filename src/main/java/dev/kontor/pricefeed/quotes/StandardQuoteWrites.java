package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.TransactionStatus;

import dev.kontor.shared.jdbc.Timestamps;

/** Quote writes in standard SQL (JDBC batches and MERGE), for H2. */
@RequiredArgsConstructor
final class StandardQuoteWrites implements QuoteWrites {

	private static final String INSERT_TICK = "INSERT INTO pricefeed_ticks "
			+ "(series_id, date_time, status, bid, ask, bid_volume, ask_volume) VALUES (?, ?, ?, ?, ?, ?, ?)";

	/** Every right-hand side reads the stored row as it was before this statement. */
	private static final String MERGE_BAR = "MERGE INTO pricefeed_bars b USING (VALUES (CAST(? AS INTEGER), "
			+ "CAST(? AS INTEGER), CAST(? AS TIMESTAMP WITH TIME ZONE), CAST(? AS TIMESTAMP WITH TIME ZONE), "
			+ "CAST(? AS NUMERIC(20, 7)), CAST(? AS NUMERIC(20, 7)), CAST(? AS NUMERIC(20, 7)), "
			+ "CAST(? AS TIMESTAMP WITH TIME ZONE), CAST(? AS NUMERIC(20, 7)), CAST(? AS BIGINT))) "
			+ "AS s (series_id, span_seconds, start_time, open_time, open_price, high_price, low_price, close_time, "
			+ "close_price, quote_count) ON b.series_id = s.series_id AND b.span_seconds = s.span_seconds "
			+ "AND b.start_time = s.start_time "
			+ "WHEN MATCHED THEN UPDATE SET "
			+ "open_price = CASE WHEN s.open_time < b.open_time THEN s.open_price ELSE b.open_price END, "
			+ "open_time = LEAST(b.open_time, s.open_time), high_price = GREATEST(b.high_price, s.high_price), "
			+ "low_price = LEAST(b.low_price, s.low_price), "
			+ "close_price = CASE WHEN s.close_time > b.close_time THEN s.close_price ELSE b.close_price END, "
			+ "close_time = GREATEST(b.close_time, s.close_time), quote_count = b.quote_count + s.quote_count "
			+ "WHEN NOT MATCHED THEN INSERT (series_id, span_seconds, start_time, open_time, open_price, high_price, "
			+ "low_price, close_time, close_price, quote_count) VALUES (s.series_id, s.span_seconds, s.start_time, "
			+ "s.open_time, s.open_price, s.high_price, s.low_price, s.close_time, s.close_price, s.quote_count)";

	private static final String INSERT_PART = "INSERT INTO pricefeed_bar_parts (" + BarRows.COLUMNS
			+ ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

	private static final String TAKE_PARTS = "SELECT " + BarRows.COLUMNS + " FROM OLD TABLE ("
			+ "DELETE FROM pricefeed_bar_parts WHERE series_id >= ? AND series_id < ?)";

	private static final String MERGE_LATEST = "MERGE INTO pricefeed_latest_quotes l USING (SELECT series_id, "
			+ "date_time, status, bid, ask, bid_volume, ask_volume FROM pricefeed_ticks WHERE series_id = ? "
			+ "AND date_time = ?) AS s ON l.series_id = s.series_id "
			+ "WHEN MATCHED AND s.date_time > l.date_time THEN UPDATE SET date_time = s.date_time, status = s.status, "
			+ "bid = s.bid, ask = s.ask, bid_volume = s.bid_volume, ask_volume = s.ask_volume, stored_at = ? "
			+ "WHEN NOT MATCHED THEN INSERT (series_id, date_time, status, bid, ask, bid_volume, ask_volume, stored_at) "
			+ "VALUES (s.series_id, s.date_time, s.status, s.bid, s.ask, s.bid_volume, s.ask_volume, ?)";

	private final JdbcTemplate jdbcTemplate;

	private final JdbcClient jdbc;

	@Override
	public List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction) {
		return TickInserts.insertNew(ticks, transaction, jdbc, this::insertAll, this::storedAmong);
	}

	/** One primary key lookup per tick: cheap in an embedded database. */
	private Set<TickKey> storedAmong(List<Tick> ticks) {
		return ticks.stream()
			.map(TickKey::of)
			.filter(key -> jdbc.sql("SELECT COUNT(*) FROM pricefeed_ticks WHERE series_id = :seriesId "
					+ "AND date_time = :dateTime")
				.param("seriesId", key.seriesId())
				.param("dateTime", Timestamps.of(key.dateTime()))
				.query(Long.class)
				.single() > 0)
			.collect(Collectors.toSet());
	}

	private void insertAll(List<Tick> ticks) throws TickInserts.DuplicateTick {
		try {
			jdbcTemplate.batchUpdate(INSERT_TICK, ticks.stream().map(StandardQuoteWrites::tickRow).toList());
		}
		catch (DuplicateKeyException ex) {
			throw new TickInserts.DuplicateTick(ex);
		}
	}

	@Override
	public void mergeBars(BarSpan span, List<Bar> bars) {
		jdbcTemplate.batchUpdate(MERGE_BAR, bars.stream()
			.map(bar -> new Object[] { bar.seriesId(), span.seconds(), Timestamps.of(bar.start()),
					Timestamps.of(bar.openTime()), bar.open(), bar.high(), bar.low(), Timestamps.of(bar.closeTime()),
					bar.close(), bar.quoteCount() })
			.toList());
	}

	@Override
	public void insertBarParts(List<Bar> parts) {
		jdbcTemplate.batchUpdate(INSERT_PART, parts.stream()
			.map(part -> new Object[] { part.seriesId(), Timestamps.of(part.start()), Timestamps.of(part.openTime()),
					part.open(), part.high(), part.low(), Timestamps.of(part.closeTime()), part.close(),
					part.quoteCount() })
			.toList());
	}

	@Override
	public List<Bar> takeBarParts(int fromSeries, int toSeries) {
		return jdbcTemplate.query(TAKE_PARTS, (rs, row) -> BarRows.bar(rs), fromSeries, toSeries);
	}

	/** H2 reuses the space of deleted rows by itself. */
	@Override
	public void reclaimFoldedParts() {
	}

	@Override
	public void storeLatest(List<Bar> closingBars, Instant storedAt) {
		jdbcTemplate.batchUpdate(MERGE_LATEST, closingBars.stream()
			.map(bar -> new Object[] { bar.seriesId(), Timestamps.of(bar.closeTime()), Timestamps.of(storedAt),
					Timestamps.of(storedAt) })
			.toList());
	}

	private static Object[] tickRow(Tick tick) {
		Quote quote = tick.quote();
		return new Object[] { tick.seriesId(), Timestamps.of(quote.dateTime()), quote.status(), quote.bid(),
				quote.ask(), quote.bidVolume(), quote.askVolume() };
	}
}
