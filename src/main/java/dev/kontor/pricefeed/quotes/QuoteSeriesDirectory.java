package dev.kontor.pricefeed.quotes;

import java.time.Duration;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

/**
 * Finds the series of an instrument, giving it one on its first quote. Held in memory and read again in the
 * background a minute after it was read, on the next look-up: ingestion looks up every quote, and an instrument's
 * security type changes rarely (a change shows in the quote filters about a minute later). A quote never waits for
 * that reading: were the entries dropped after a minute instead, the first batch after it would read every
 * instrument it quotes one by one (10,000 queries for a busy feed, seconds in which no quote is stored). Entries not
 * looked up for five minutes are dropped. Instruments unknown to the provider are not remembered, so they are found
 * once created.
 */
@Component
@RequiredArgsConstructor
class QuoteSeriesDirectory {

	private static final String FIND = "SELECT s.series_id, i.type FROM pricefeed_instruments i "
			+ "LEFT JOIN pricefeed_quote_series s ON s.provider = i.provider AND s.isin_code = i.isin_code "
			+ "WHERE i.provider = :provider AND i.isin_code = :isinCode";

	private final LoadingCache<SeriesKey, QuoteSeries> cache = Caffeine.newBuilder()
		.maximumSize(1_000_000)
		.refreshAfterWrite(Duration.ofMinutes(1))
		.expireAfterAccess(Duration.ofMinutes(5))
		.build(this::loadOrCreate);

	private final JdbcClient jdbc;

	/**
	 * The series of the provider's instrument, given one now if it has none yet; empty when the provider has no
	 * such instrument. For ingestion.
	 */
	Optional<QuoteSeries> findOrCreate(TradeProvider provider, String isinCode) {
		return Optional.ofNullable(cache.get(new SeriesKey(provider, isinCode)));
	}

	/**
	 * The series of the provider's instrument if it has quotes; empty when the provider has no such instrument or
	 * it has no quote yet ({@code instrumentKnown} tells which). For reads, which write nothing.
	 */
	Lookup find(TradeProvider provider, String isinCode) {
		SeriesKey key = new SeriesKey(provider, isinCode);
		QuoteSeries cached = cache.getIfPresent(key);
		if (cached != null) {
			return new Lookup(true, Optional.of(cached));
		}
		Optional<Row> row = read(key);
		QuoteSeries series = row.map(found -> series(key, found)).orElse(null);
		if (series != null) {
			cache.put(key, series);
		}
		return new Lookup(row.isPresent(), Optional.ofNullable(series));
	}

	private @Nullable QuoteSeries loadOrCreate(SeriesKey key) {
		Optional<Row> row = read(key);
		if (row.isEmpty()) {
			return null;
		}
		if (row.get().seriesId() == null) {
			insert(key);
			row = read(key);
		}
		return series(key, row.orElseThrow());
	}

	private static @Nullable QuoteSeries series(SeriesKey key, Row row) {
		Integer id = row.seriesId();
		return id == null ? null : new QuoteSeries(id, key.provider(), key.isinCode(), row.type());
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

	/** Whether the provider has the instrument, and its series if it has quotes. */
	record Lookup(boolean instrumentKnown, Optional<QuoteSeries> series) {
	}

	private record SeriesKey(TradeProvider provider, String isinCode) {
	}

	private record Row(@Nullable Integer seriesId, SecurityType type) {
	}
}
