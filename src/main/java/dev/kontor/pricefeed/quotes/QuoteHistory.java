package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/** The stored ticks of a series over a time range, in time order. */
@Repository
@RequiredArgsConstructor
class QuoteHistory {

	private final JdbcClient jdbc;

	/** At most {@code limit} ticks from {@code begin} (inclusive) to {@code end} (exclusive). */
	List<Quote> read(QuoteSeries series, Instant begin, Instant end, int limit) {
		return jdbc.sql("SELECT date_time, status, bid, ask, bid_volume, ask_volume FROM pricefeed_ticks "
				+ "WHERE series_id = :seriesId AND date_time >= :begin AND date_time < :end ORDER BY date_time "
				+ "FETCH FIRST :limit ROWS ONLY")
			.param("seriesId", series.id())
			.param("begin", Timestamps.of(begin))
			.param("end", Timestamps.of(end))
			.param("limit", limit)
			.query((rs, row) -> QuoteRows.quote(rs, series.provider(), series.isinCode()))
			.list();
	}
}
