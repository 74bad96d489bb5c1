package dev.kontor.pricefeed.quotes;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Folds the bar parts that stored groups of quotes left into the minute, hour and day bars and the latest quotes,
 * every {@code foldInterval}: parts are taken out and merged in one transaction, so that a part counts once, in the
 * bars or as a part, and readers that add the parts to the bars in one snapshot see every quote exactly once. A
 * fold writes each bar and latest quote once for all the parts it takes, however many groups they came in. It goes
 * through the series {@value #SERIES_PER_TRANSACTION} at a time, each range one index range scan and one short
 * transaction. Instances fold at once without harm: a part is deleted, and so taken, by one of them only.
 */
@Component
public class BarFolding implements SchedulingConfigurer {

	/** Series folded in one transaction: a few thousand parts in a second of heavy ingest. */
	static final int SERIES_PER_TRANSACTION = 500;

	/**
	 * Parts folded before their space is reclaimed: some seconds of heavy ingest. Reads of parts walk past the dead
	 * ones until then, and the database's own vacuum may run rarely or not at all.
	 */
	static final int PARTS_PER_RECLAIM = 200_000;

	private static final Logger log = LoggerFactory.getLogger(BarFolding.class);

	private final QuoteWrites writes;

	private final JdbcClient jdbc;

	private final TransactionTemplate transactions;

	private final Clock clock;

	private final Duration foldInterval;

	private final AtomicInteger foldedSinceReclaim = new AtomicInteger();

	BarFolding(QuoteWrites writes, JdbcClient jdbc, TransactionTemplate transactions, QuoteSettings settings,
			Clock clock) {
		this.writes = writes;
		this.foldInterval = settings.foldInterval();
		this.jdbc = jdbc;
		this.transactions = transactions;
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::foldWaiting, foldInterval, foldInterval));
	}

	/**
	 * Folds every part waiting, and reclaims the space of the folded ones every {@value #PARTS_PER_RECLAIM}, or when a
	 * fold finds none after some were folded (ingestion paused, as after a backfill); a failed fold leaves its parts
	 * where they are, for the next one.
	 */
	void foldWaiting() {
		try {
			int folded = foldAll();
			int sinceReclaim = foldedSinceReclaim.addAndGet(folded);
			if (sinceReclaim >= PARTS_PER_RECLAIM || folded == 0 && sinceReclaim > 0) {
				foldedSinceReclaim.set(0);
				writes.reclaimFoldedParts();
			}
		}
		catch (DataAccessException ex) {
			log.warn("Folding bar parts failed; they stay and are folded next time", ex);
		}
	}

	/** Folds the parts there are (at start, and where a test reads the bars); answers how many it folded. */
	public int foldAll() {
		int lastSeries = jdbc.sql("SELECT COALESCE(MAX(series_id), 0) FROM pricefeed_quote_series")
			.query(Integer.class)
			.single();
		int folded = 0;
		for (int from = 0; from <= lastSeries; from += SERIES_PER_TRANSACTION) {
			folded += fold(from, from + SERIES_PER_TRANSACTION);
		}
		return folded;
	}

	/**
	 * Takes the parts of the series in [fromSeries, toSeries) and merges them: the minute bars, the hour bars rolled
	 * up from them and the day bars from those, in the order of series and start (the order every fold locks rows in,
	 * so that two never wait for each other in a circle); then each series' latest quote.
	 */
	private int fold(int fromSeries, int toSeries) {
		return Objects.requireNonNull(transactions.execute(transaction -> {
			List<Bar> parts = writes.takeBarParts(fromSeries, toSeries);
			if (parts.isEmpty()) {
				return 0;
			}
			List<Bar> minutes = GroupContents.rolledUp(parts, BarSpan.MINUTE);
			List<Bar> hours = GroupContents.rolledUp(minutes, BarSpan.HOUR);
			writes.mergeBars(BarSpan.MINUTE, minutes);
			writes.mergeBars(BarSpan.HOUR, hours);
			writes.mergeBars(BarSpan.DAY, GroupContents.rolledUp(hours, BarSpan.DAY));
			writes.storeLatest(GroupContents.closing(minutes), Timestamps.now(clock));
			return parts.size();
		}));
	}
}
