package dev.kontor.pricefeed.candles;

import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.quotes.BarSpan;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The closing prices of day bars: a series without a day bar on the date had no quote that day and is not listed.
 * Each series costs one primary key lookup of its day bar.
 */
@Repository
class DayCloses {

	private static final String FROM = " FROM pricefeed_quote_series s JOIN pricefeed_bars b "
			+ "ON b.series_id = s.series_id AND b.span_seconds = :span AND b.start_time = :day "
			+ "WHERE s.provider = :provider";

	private final JdbcClient jdbc;

	DayCloses(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	List<EndOfDayPrice> page(EndOfDayRequest request) {
		SqlConditions where = where(request);
		return jdbc.sql("SELECT s.isin_code, b.close_price" + FROM + where.sql()
				+ " ORDER BY s.isin_code OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.params(where.parameters())
			.params(common(request))
			.param("offset", request.page().offset())
			.param("limit", request.page().recordsPerPage())
			.query((rs, row) -> new EndOfDayPrice(rs.getString(1), Decimals.plain(rs.getBigDecimal(2))))
			.list();
	}

	long count(EndOfDayRequest request) {
		SqlConditions where = where(request);
		return jdbc.sql("SELECT COUNT(*)" + FROM + where.sql())
			.params(where.parameters())
			.params(common(request))
			.query(Long.class)
			.single();
	}

	private static SqlConditions where(EndOfDayRequest request) {
		return new SqlConditions().add(request.isins().isEmpty() ? null : request.isins(),
				" AND s.isin_code IN (:isins)", "isins");
	}

	private static Map<String, Object> common(EndOfDayRequest request) {
		return Map.of("span", BarSpan.DAY.seconds(), "provider", request.provider().name(), "day",
				Timestamps.of(request.date().atStartOfDay().toInstant(ZoneOffset.UTC)));
	}
}
