package dev.kontor.pricefeed.quotes;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The stored latest quotes: read whole into the {@link QuoteBook} at start, after folding the bar parts left (by an
 * instance that stopped before folding them), then every {@code refreshInterval} the ones stored since the last
 * look, which brings in the quotes other instances took in. The look reaches back a margin further than the last
 * one, for transactions that committed late; quotes seen before change nothing, being no newer than those held.
 */
@Component
class LatestQuotes implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(LatestQuotes.class);

	private static final Duration LATE_COMMIT_MARGIN = Duration.ofSeconds(10);

	private static final String SELECT = "SELECT s.series_id, s.provider, s.isin_code, i.type, l.date_time, l.status, "
			+ "l.bid, l.ask, l.bid_volume, l.ask_volume FROM pricefeed_latest_quotes l "
			+ "JOIN pricefeed_quote_series s ON s.series_id = l.series_id "
			+ "JOIN pricefeed_instruments i ON i.provider = s.provider AND i.isin_code = s.isin_code ";

	private static final String INSTRUMENT = "SELECT s.series_id, s.provider, s.isin_code, i.type, l.date_time, "
			+ "l.status, l.bid, l.ask, l.bid_volume, l.ask_volume FROM pricefeed_quote_series s "
			+ "JOIN pricefeed_instruments i ON i.provider = s.provider AND i.isin_code = s.isin_code ";

	private static final String NEWEST_TICK = INSTRUMENT
			+ "JOIN pricefeed_ticks l ON l.series_id = s.series_id WHERE s.provider = :provider AND s.isin_code = :isinCode "
			+ "ORDER BY l.date_time DESC FETCH FIRST 1 ROWS ONLY";

	/** PostgreSQL only: announcements of other instances come there. */
	private static final String NEWEST_TICKS = INSTRUMENT + "JOIN LATERAL (SELECT t.date_time, t.status, t.bid, t.ask, "
			+ "t.bid_volume, t.ask_volume FROM pricefeed_ticks t WHERE t.series_id = s.series_id "
			+ "ORDER BY t.date_time DESC FETCH FIRST 1 ROWS ONLY) l ON TRUE WHERE s.series_id IN (:seriesIds)";

	private final JdbcClient jdbc;

	private final QuoteBook book;

	private final BarFolding folding;

	private final Clock clock;

	private final Duration refreshInterval;

	private volatile Instant lastLook = Instant.EPOCH;

	LatestQuotes(JdbcClient jdbc, QuoteBook book, BarFolding folding, QuoteSettings settings, Clock clock) {
		this.jdbc = jdbc;
		this.refreshInterval = settings.refreshInterval();
		this.book = book;
		this.folding = folding;
		this.clock = clock;
	}

	@EventListener(ApplicationReadyEvent.class)
	void load() {
		lastLook = clock.instant();
		try {
			folding.foldAll();
		}
		catch (DataAccessException ex) {
			// A busy database (quotes arriving while the instance starts) must not stop the start: the parts stay
			// and the scheduled folding takes them; the book then starts from the latest quotes folded so far.
			log.warn("Folding bar parts at start failed; they are folded by the next scheduled run", ex);
		}
		List<Tick> all = jdbc.sql(SELECT).query(LatestQuotes::tick).list();
		book.apply(all);
		log.info("Loaded the latest quotes of {} instruments", all.size());
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::refresh, refreshInterval, refreshInterval));
	}

	void refresh() {
		Instant look = clock.instant();
		book.apply(jdbc.sql(SELECT + "WHERE l.stored_at > :since")
			.param("since", Timestamps.of(lastLook.minus(LATE_COMMIT_MARGIN)))
			.query(LatestQuotes::tick)
			.list());
		lastLook = look;
	}

	/**
	 * The newest quote stored of the instrument, by any instance: its newest tick, stored in the transaction that
	 * took it in (the latest quotes table follows only when the bar parts are folded). One backward step of the ticks'
	 * primary key.
	 */
	Optional<Tick> find(TradeProvider provider, String isinCode) {
		return jdbc.sql(NEWEST_TICK)
			.param("provider", provider.name())
			.param("isinCode", isinCode)
			.query(LatestQuotes::tick)
			.optional();
	}

	/** The newest stored tick of each of the series (which another instance announced it stored). */
	List<Tick> findNewest(Collection<Integer> seriesIds) {
		if (seriesIds.isEmpty()) {
			return List.of();
		}
		return jdbc.sql(NEWEST_TICKS).param("seriesIds", seriesIds).query(LatestQuotes::tick).list();
	}

	private static Tick tick(ResultSet rs, int row) throws SQLException {
		TradeProvider provider = TradeProvider.valueOf(rs.getString("provider"));
		String isinCode = rs.getString("isin_code");
		QuoteSeries series = new QuoteSeries(rs.getInt("series_id"), provider, isinCode,
				SecurityType.valueOf(rs.getString("type")));
		return new Tick(series, QuoteRows.quote(rs, provider, isinCode));
	}
}
