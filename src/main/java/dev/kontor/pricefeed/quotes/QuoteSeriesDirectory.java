package dev.kontor.pricefeed.quotes;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import lombok.RequiredArgsConstructor;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.LoadingCache;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceChanged;

/**
 * Finds the series of an instrument, giving it one on its first quote. Held in memory: ingestion looks up every quote.
 * An instrument's security type changes rarely; when instruments change ({@link TradingReferenceChanged}, on this
 * instance once committed and on the others when the change reaches them), the types of the series held are read
 * again in one query in the background, and a quote never waits for that reading. Were the entries dropped instead,
 * the next batch would read every instrument it quotes one by one (10,000 queries for a busy feed, seconds in which no
 * quote is stored). Entries not looked up for five minutes are dropped. Instruments unknown to the provider are not
 * remembered, so they are found once created.
 */
@Component
@RequiredArgsConstructor
class QuoteSeriesDirectory {

	private static final String FIND = "SELECT s.series_id, i.type FROM pricefeed_instruments i "
			+ "LEFT JOIN pricefeed_quote_series s ON s.provider = i.provider AND s.isin_code = i.isin_code "
			+ "WHERE i.provider = :provider AND i.isin_code = :isinCode";

	private static final Logger log = LoggerFactory.getLogger(QuoteSeriesDirectory.class);

	/** How long a failed reading of the types waits before it is made again. */
	private static final Duration TYPES_RETRY = Duration.ofSeconds(10);

	private static final String TYPES = "SELECT s.provider, s.isin_code, i.type FROM pricefeed_quote_series s "
			+ "JOIN pricefeed_instruments i ON i.provider = s.provider AND i.isin_code = s.isin_code";

	private final LoadingCache<SeriesKey, QuoteSeries> cache = Caffeine.newBuilder()
		.maximumSize(1_000_000)
		.expireAfterAccess(Duration.ofMinutes(5))
		.build(this::loadOrCreate);

	private final ExecutorService typeReader = Executors.newSingleThreadExecutor(Thread.ofVirtual()
		.name("quote-series-types")
		.factory());

	/** Whether a reading of the types is queued and has not begun: changes meanwhile are read by it too. */
	private final AtomicBoolean typesWanted = new AtomicBoolean();

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

	/** Once the change is committed; at once when it happened on another instance (no transaction here). */
	@TransactionalEventListener(fallbackExecution = true)
	void on(TradingReferenceChanged changed) {
		readTypesSoon();
	}

	private void readTypesSoon() {
		if (typesWanted.compareAndSet(false, true)) {
			typeReader.execute(this::readTypes);
		}
	}

	/**
	 * Reads the type of every series and replaces each held series whose type changed; a reading that fails (the
	 * database away) is made again after {@link #TYPES_RETRY}, so that a change is not missed for good.
	 */
	private void readTypes() {
		typesWanted.set(false);
		try {
			replaceChangedTypes();
		}
		catch (DataAccessException ex) {
			log.warn("The security types of the quote series could not be read; trying again in {}", TYPES_RETRY, ex);
			try {
				Thread.sleep(TYPES_RETRY);
				readTypesSoon();
			}
			catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private void replaceChangedTypes() {
		Map<SeriesKey, QuoteSeries> held = cache.asMap();
		if (held.isEmpty()) {
			return;
		}
		jdbc.sql(TYPES).query(rs -> {
			SeriesKey key = new SeriesKey(TradeProvider.valueOf(rs.getString(1)), rs.getString(2));
			QuoteSeries series = held.get(key);
			SecurityType type = SecurityType.valueOf(rs.getString(3));
			if (series != null && series.type() != type) {
				held.replace(key, series, new QuoteSeries(series.id(), series.provider(), series.isinCode(), type));
			}
		});
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
