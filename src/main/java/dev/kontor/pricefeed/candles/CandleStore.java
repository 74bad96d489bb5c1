package dev.kontor.pricefeed.candles;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.BarRows;
import dev.kontor.pricefeed.quotes.MidPrice;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads the ticks and bars of a quote series, each segment with one range scan of a primary key: ticks by
 * (series_id, date_time), bars by (series_id, span_seconds, start_time), and the bar parts not yet folded into the
 * bars by their index (series_id, start_time). Called in one snapshot per request, so that a part counts once:
 * folded into a bar or as a part.
 */
@Repository
@RequiredArgsConstructor
class CandleStore {

	private static final String TICKS = "SELECT date_time, bid, ask FROM pricefeed_ticks WHERE series_id = :seriesId "
			+ "AND date_time >= :from AND date_time < :to ORDER BY date_time";

	private static final String BARS = "SELECT " + BarRows.COLUMNS + " FROM pricefeed_bars WHERE series_id = :seriesId "
			+ "AND span_seconds = :span AND start_time >= :from AND start_time < :to";

	private static final String PARTS = "SELECT " + BarRows.COLUMNS + " FROM pricefeed_bar_parts "
			+ "WHERE series_id = :seriesId AND start_time >= :from AND start_time < :to";

	private final JdbcClient jdbc;

	/** The series of the provider's instrument; empty while it has never had a quote. */
	Optional<Integer> seriesId(TradeProvider provider, String isinCode) {
		return jdbc.sql("SELECT series_id FROM pricefeed_quote_series WHERE provider = :provider "
				+ "AND isin_code = :isinCode")
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.query(Integer.class)
			.optional();
	}

	/**
	 * The pieces of a segment: one bar per tick, or the stored bars of its span and the minute bar parts starting
	 * inside it (a part lies wholly inside one bar of the span, the segment being made of whole bars).
	 */
	List<Bar> pieces(int seriesId, Segment segment) {
		if (segment.isTicks()) {
			return jdbc.sql(TICKS)
				.param("seriesId", seriesId)
				.param("from", Timestamps.of(segment.from()))
				.param("to", Timestamps.of(segment.to()))
				.query((rs, row) -> tick(seriesId, rs))
				.list();
		}
		List<Bar> pieces = new ArrayList<>(jdbc.sql(BARS)
			.param("seriesId", seriesId)
			.param("span", Objects.requireNonNull(segment.span()).seconds())
			.param("from", Timestamps.of(segment.from()))
			.param("to", Timestamps.of(segment.to()))
			.query((rs, row) -> BarRows.bar(rs))
			.list());
		pieces.addAll(jdbc.sql(PARTS)
			.param("seriesId", seriesId)
			.param("from", Timestamps.of(segment.from()))
			.param("to", Timestamps.of(segment.to()))
			.query((rs, row) -> BarRows.bar(rs))
			.list());
		return pieces;
	}

	private static Bar tick(int seriesId, ResultSet rs) throws SQLException {
		Instant dateTime = instant(rs, 1);
		return Bar.of(seriesId, dateTime, dateTime, MidPrice.of(rs.getBigDecimal(2), rs.getBigDecimal(3)));
	}

	private static Instant instant(ResultSet rs, int column) throws SQLException {
		return Objects.requireNonNull(Timestamps.instant(rs, column));
	}
}
