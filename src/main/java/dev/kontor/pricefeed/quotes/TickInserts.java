package dev.kontor.pricefeed.quotes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.TransactionStatus;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * The way ticks are inserted when some may be stored already (a provider sending a batch again): first all at once
 * inside a savepoint; if that meets a stored one, the stored ones are looked up at once and the others inserted all
 * at once again; only if that meets one stored meanwhile (by another instance), one by one, skipping those stored.
 */
final class TickInserts {

	private static final String INSERT_IF_ABSENT = "INSERT INTO pricefeed_ticks "
			+ "(series_id, date_time, status, bid, ask, bid_volume, ask_volume) "
			+ "SELECT CAST(:seriesId AS INTEGER), CAST(:dateTime AS TIMESTAMP WITH TIME ZONE), CAST(:status AS VARCHAR(20)), "
			+ "CAST(:bid AS NUMERIC(19, 6)), CAST(:ask AS NUMERIC(19, 6)), CAST(:bidVolume AS NUMERIC(19, 4)), "
			+ "CAST(:askVolume AS NUMERIC(19, 4)) FROM (VALUES (1)) AS one (x) "
			+ "WHERE NOT EXISTS (SELECT 1 FROM pricefeed_ticks WHERE series_id = :seriesId AND date_time = :dateTime)";

	private TickInserts() {
	}

	/** Runs {@code insertAll}; if it fails on a stored tick, undoes it and inserts the ticks not stored. */
	static List<Tick> insertNew(List<Tick> ticks, TransactionStatus transaction, JdbcClient jdbc,
			InsertAll insertAll, StoredAmong storedAmong) {
		if (inserted(ticks, transaction, insertAll)) {
			return ticks;
		}
		Set<TickKey> stored = storedAmong.keys(ticks);
		List<Tick> unstored = ticks.stream().filter(tick -> !stored.contains(TickKey.of(tick))).toList();
		if (inserted(unstored, transaction, insertAll)) {
			return unstored;
		}
		return insertOneByOne(unstored, jdbc);
	}

	private static boolean inserted(List<Tick> ticks, TransactionStatus transaction, InsertAll insertAll) {
		Object savepoint = transaction.createSavepoint();
		try {
			insertAll.insert(ticks);
			transaction.releaseSavepoint(savepoint);
			return true;
		}
		catch (DuplicateTick ex) {
			transaction.rollbackToSavepoint(savepoint);
			return false;
		}
	}

	private static List<Tick> insertOneByOne(List<Tick> ticks, JdbcClient jdbc) {
		List<Tick> inserted = new ArrayList<>();
		for (Tick tick : ticks) {
			Quote quote = tick.quote();
			int rows = jdbc.sql(INSERT_IF_ABSENT)
				.param("seriesId", tick.seriesId())
				.param("dateTime", Timestamps.of(quote.dateTime()))
				.param("status", quote.status())
				.param("bid", quote.bid())
				.param("ask", quote.ask())
				.param("bidVolume", quote.bidVolume())
				.param("askVolume", quote.askVolume())
				.update();
			if (rows == 1) {
				inserted.add(tick);
			}
		}
		return inserted;
	}

	@FunctionalInterface
	interface InsertAll {

		void insert(List<Tick> ticks) throws DuplicateTick;
	}

	@FunctionalInterface
	interface StoredAmong {

		/** The keys of those of the ticks that are stored. */
		Set<TickKey> keys(List<Tick> ticks);
	}

	/** A tick of the batch is stored already. */
	static final class DuplicateTick extends Exception {

		DuplicateTick(Throwable cause) {
			super(cause);
		}
	}
}
