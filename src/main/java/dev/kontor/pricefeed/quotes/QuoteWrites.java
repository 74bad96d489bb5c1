package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.List;

import org.springframework.transaction.TransactionStatus;

/**
 * The writes of quotes: a stored group's ticks and minute bar parts inside the writer's transaction, and the folding
 * of those parts into the bars and latest quotes. PostgreSQL gets its own implementation (COPY and array
 * statements) because ingestion volume needs it; H2 takes standard SQL.
 */
interface QuoteWrites {

	/**
	 * Stores the ticks whose (series, dateTime) is not stored yet and answers those, in the order given. The ticks
	 * hold no two of the same (series, dateTime).
	 */
	List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction);

	/** Adds the minute bars of stored ticks as parts, to be folded into the bars later. */
	void insertBarParts(List<Bar> parts);

	/**
	 * Removes and answers the parts of the series from {@code fromSeries} (inclusive) to {@code toSeries} (exclusive):
	 * exactly those it deleted, so that a part another transaction is taking at once goes to one of them only.
	 */
	List<Bar> takeBarParts(int fromSeries, int toSeries);

	/**
	 * Reclaims the space of the parts folded, where the database needs that done (PostgreSQL's VACUUM; outside a
	 * transaction): parts are deleted within seconds of their insert, and dead ones slow down the reads of parts.
	 */
	void reclaimFoldedParts();

	/** Merges the bars into the stored bars of the same series, span and start (or inserts them). */
	void mergeBars(BarSpan span, List<Bar> bars);

	/**
	 * Makes the stored tick at each bar's close time the latest quote of the bar's series, unless a later one is
	 * stored. The bars are each series' latest, in the order of series.
	 */
	void storeLatest(List<Bar> closingBars, Instant storedAt);
}
