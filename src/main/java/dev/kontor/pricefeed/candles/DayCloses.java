package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.BarSpan;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The closing prices of day bars, or of the bar parts of the day not yet folded into its bar when one of those
 * closes later: a series with neither had no quote that day and is not listed. Each series costs one primary key
 * lookup of its day bar and one index lookup of its parts.
 */
@Repository
@RequiredArgsConstructor
class DayCloses {

	private static final String DAY_BAR = "FROM pricefeed_bars b WHERE b.series_id = s.series_id "
			+ "AND b.span_seconds = :span AND b.start_time = :day";

	/** The close of the latest part of the day closing after the day bar, else the day bar's close. */
	private static final String CLOSE = "COALESCE((SELECT p.close_price FROM pricefeed_bar_parts p "
			+ "WHERE p.series_id = s.series_id AND p.start_time >= :day AND p.start_time < :nextDay "
			+ "AND NOT EXISTS (SELECT 1 " + DAY_BAR + " AND b.close_time >= p.close_time) "
			+ "ORDER BY p.close_time DESC FETCH FIRST 1 ROW ONLY), (SELECT b.close_price " + DAY_BAR + "))";

	private static final String CLOSES = "(SELECT s.isin_code, " + CLOSE + " AS close_price "
			+ "FROM pricefeed_quote_series s WHERE s.provider = :provider";

	private static final String FROM = " FROM " + CLOSES;

	private final JdbcClient jdbc;

	List<EndOfDayPrice> page(EndOfDayRequest request) {
		SqlConditions where = where(request);
		return jdbc.sql("SELECT d.isin_code, d.close_price" + FROM + where.sql() + ") d WHERE d.close_price IS NOT NULL"
				+ " ORDER BY d.isin_code OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.params(where.parameters())
			.params(common(request))
			.param("offset", request.page().offset())
			.param("limit", request.page().recordsPerPage())
			.query((rs, row) -> new EndOfDayPrice(rs.getString(1), Decimals.plain(rs.getBigDecimal(2))))
			.list();
	}

	/** The closes of the ISINs (not empty) on the date, each instrument without one left out. */
	Map<String, BigDecimal> of(TradeProvider provider, LocalDate date, List<String> isins) {
		return jdbc.sql("SELECT d.isin_code, d.close_price" + FROM + " AND s.isin_code IN (:isins)) d "
				+ "WHERE d.close_price IS NOT NULL")
			.params(common(provider, date))
			.param("isins", isins)
			.query((rs, row) -> Map.entry(rs.getString(1), Decimals.plain(rs.getBigDecimal(2))))
			.list()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
	}

	long count(EndOfDayRequest request) {
		SqlConditions where = where(request);
		return jdbc.sql("SELECT COUNT(*)" + FROM + where.sql() + ") d WHERE d.close_price IS NOT NULL")
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
		return common(request.provider(), request.date());
	}

	private static Map<String, Object> common(TradeProvider provider, LocalDate date) {
		return Map.of("span", BarSpan.DAY.seconds(), "provider", provider.name(), "day",
				Timestamps.of(date.atStartOfDay().toInstant(ZoneOffset.UTC)), "nextDay",
				Timestamps.of(date.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC)));
	}
}
