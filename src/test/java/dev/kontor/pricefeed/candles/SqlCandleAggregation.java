package dev.kontor.pricefeed.candles;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.QuotedPrice;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The candles of {@link Candles#custom} computed the other way, for comparison: one PostgreSQL aggregation over every
 * tick of the range, grouped by bucket (first and last mid price by time, highest, lowest, count). Buckets of a fixed
 * length only: {@code allTime} has no multiple of its length to group by.
 */
public final class SqlCandleAggregation {

	private static final String AGGREGATION = """
			SELECT to_timestamp(floor(extract(epoch FROM t.date_time) / :seconds) * :seconds) AS bucket,
			       min(t.date_time) AS open_time,
			       (array_agg((t.bid + t.ask) / 2 ORDER BY t.date_time))[1] AS open_price,
			       max((t.bid + t.ask) / 2) AS high_price,
			       min((t.bid + t.ask) / 2) AS low_price,
			       max(t.date_time) AS close_time,
			       (array_agg((t.bid + t.ask) / 2 ORDER BY t.date_time DESC))[1] AS close_price,
			       count(*) AS quote_count
			FROM pricefeed_ticks t JOIN pricefeed_quote_series s ON s.series_id = t.series_id
			WHERE s.provider = :provider AND s.isin_code = :isinCode AND t.date_time >= :begin AND t.date_time < :end
			GROUP BY bucket
			ORDER BY bucket""";

	private final JdbcClient jdbc;

	public SqlCandleAggregation(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	public List<Bar> candles(TradeProvider provider, String isinCode, Resolution resolution, Instant begin,
			Instant end) {
		if (resolution == Resolution.allTime) {
			throw new IllegalArgumentException("allTime has no fixed bucket length to group by");
		}
		return jdbc.sql(AGGREGATION)
			.param("seconds", resolution.length().toSeconds())
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.param("begin", Timestamps.of(begin))
			.param("end", Timestamps.of(end))
			.query((rs, row) -> new Bar(0, instant(rs, "bucket"),
					new QuotedPrice(instant(rs, "open_time"), rs.getBigDecimal("open_price")),
					rs.getBigDecimal("high_price"), rs.getBigDecimal("low_price"),
					new QuotedPrice(instant(rs, "close_time"), rs.getBigDecimal("close_price")),
					rs.getLong("quote_count")))
			.list();
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return Objects.requireNonNull(Timestamps.instant(rs, column));
	}
}
