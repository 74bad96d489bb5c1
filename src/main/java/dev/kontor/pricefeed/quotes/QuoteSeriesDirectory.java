package dev.kontor.pricefeed.quotes;

import java.time.Duration;
import java.util.Optional;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

/**
 * Finds the series of an instrument, giving it one on its first quote. Held in memory for a minute: ingestion
 * looks up every quote, and an instrument's security type changes rarely (a change shows in the quote filters
 * within that minute). Instruments unknown to the provider are not remembered, so they are found once created.
 */
@Component
class QuoteSeriesDirectory {

	private static final String FIND = "SELECT s.series_id, i.type FROM pricefeed_instruments i "
			+ "LEFT JOIN pricefeed_quote_series s ON s.provider = i.provider AND s.isin_code = i.isin_code "
			+ "WHERE i.provider = :provider AND i.isin_code = :isinCode";

	private final Cache<SeriesKey, QuoteSeries> cache = Caffeine.newBuilder()
		.maximumSize(1_000_000)
		.expireAfterWrite(Duration.ofMinutes(1))
		.build();

	private final JdbcClient jdbc;

	QuoteSeriesDirectory(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The series of the provider's instrument, or empty when the provider has no such instrument. */
	Optional<QuoteSeries> find(TradeProvider provider, String isinCode) {
		return Optional.ofNullable(cache.get(new SeriesKey(provider, isinCode), this::load));
	}

	private @Nullable QuoteSeries load(SeriesKey key) {
		Optional<Row> row = read(key);
		if (row.isEmpty()) {
			return null;
		}
		if (row.get().seriesId() == null) {
			insert(key);
			row = read(key);
		}
		Integer id = row.orElseThrow().seriesId();
		return id == null ? null : new QuoteSeries(id, key.provider(), key.isinCode(), row.get().type());
	}

	private Optional<Row> read(SeriesKey key) {
		return jdbc.sql(FIND)
			.param("provider", key.provider().name())
			.param("isinCode", key.isinCode())
			.query((rs, n) -> new Row((Integer) rs.getObject(1, Integer.class), SecurityType.valueOf(rs.getString(2))))
			.optional();
	}

	/** A concurrent first quote of the same instrument may insert it first; its row serves both. */
	private void insert(SeriesKey key) {
		try {
			jdbc.sql("INSERT INTO pricefeed_quote_series (provider, isin_code) VALUES (:provider, :isinCode)")
				.param("provider", key.provider().name())
				.param("isinCode", key.isinCode())
				.update();
		}
		catch (DuplicateKeyException ex) {
			// the other insert's row is read next
		}
	}

	private record SeriesKey(TradeProvider provider, String isinCode) {
	}

	private record Row(@Nullable Integer seriesId, SecurityType type) {
	}
}
