package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.springframework.transaction.TransactionStatus;

/**
 * The writes of one stored group of quotes, all inside the writer's transaction. PostgreSQL gets its own
 * implementation (COPY and array statements) because ingestion volume needs it; H2 takes standard SQL.
 */
interface QuoteWrites {

	/**
	 * Stores the ticks whose (series, dateTime) is not stored yet and answers those, in the order given. The ticks
	 * hold no two of the same (series, dateTime).
	 */
	List<Tick> insertNewTicks(List<Tick> ticks, TransactionStatus transaction);

	/** Merges the bars into the stored bars of the same series, span and start (or inserts them). */
	void mergeBars(BarSpan span, List<Bar> bars);

	/** Makes each tick the latest quote of its series unless a later one is stored. */
	void storeLatest(List<Tick> latest, Instant storedAt, UUID storedBy);
}
