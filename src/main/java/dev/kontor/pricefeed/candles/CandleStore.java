package dev.kontor.pricefeed.candles;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.MidPrice;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads the ticks and bars of a quote series, each segment with one range scan of a primary key: ticks by
 * (series_id, date_time), bars by (series_id, span_seconds, start_time).
 */
@Repository
class CandleStore {

	private static final String TICKS = "SELECT date_time, bid, ask FROM pricefeed_ticks WHERE series_id = :seriesId "
			+ "AND date_time >= :from AND date_time < :to ORDER BY date_time";

	private static final String BARS = "SELECT start_time, open_time, open_price, high_price, low_price, close_time, "
			+ "close_price, quote_count FROM pricefeed_bars WHERE series_id = :seriesId AND span_seconds = :span "
			+ "AND start_time >= :from AND start_time < :to ORDER BY start_time";

	private final JdbcClient jdbc;

	CandleStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The series of the provider's instrument; empty while it has never had a quote. */
	Optional<Integer> seriesId(TradeProvider provider, String isinCode) {
		return jdbc.sql("SELECT series_id FROM pricefeed_quote_series WHERE provider = :provider "
				+ "AND isin_code = :isinCode")
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.query(Integer.class)
			.optional();
	}

	/** The pieces of a segment: one bar per tick, or the stored bars starting inside it. */
	List<Bar> pieces(int seriesId, Segment segment) {
		if (segment.isTicks()) {
			return jdbc.sql(TICKS)
				.param("seriesId", seriesId)
				.param("from", Timestamps.of(segment.from()))
				.param("to", Timestamps.of(segment.to()))
				.query((rs, row) -> tick(seriesId, rs))
				.list();
		}
		return jdbc.sql(BARS)
			.param("seriesId", seriesId)
			.param("span", Objects.requireNonNull(segment.span()).seconds())
			.param("from", Timestamps.of(segment.from()))
			.param("to", Timestamps.of(segment.to()))
			.query((rs, row) -> bar(seriesId, rs))
			.list();
	}

	private static Bar tick(int seriesId, ResultSet rs) throws SQLException {
		Instant dateTime = instant(rs, 1);
		return Bar.of(seriesId, dateTime, dateTime, MidPrice.of(rs.getBigDecimal(2), rs.getBigDecimal(3)));
	}

	private static Bar bar(int seriesId, ResultSet rs) throws SQLException {
		return new Bar(seriesId, instant(rs, 1), instant(rs, 2), rs.getBigDecimal(3), rs.getBigDecimal(4),
				rs.getBigDecimal(5), instant(rs, 6), rs.getBigDecimal(7), rs.getLong(8));
	}

	private static Instant instant(ResultSet rs, int column) throws SQLException {
		return Objects.requireNonNull(Timestamps.instant(rs, column));
	}
}
