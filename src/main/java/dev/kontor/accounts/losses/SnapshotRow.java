package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A row of {@code portfolio_snapshots}: a client's securities of one currency valued at the end-of-day prices of
 * {@code snapshotDate}, against the start of its period ({@code startValue + netInflow}).
 */
record SnapshotRow(UUID id, UUID tenantId, UUID clientId, String currencyCode, LocalDate snapshotDate, Period period,
		Valuation valuation, Instant createdDate) {

	/** The quarter valued, the valuation it started from, and the securities booked in less out since. */
	record Period(LocalDate periodStart, LocalDate startDate, BigDecimal startValue, BigDecimal netInflow) {
	}

	/**
	 * The day's value, the loss it makes in percent of the period's start (negative for a gain), the highest threshold
	 * reported in the period, and whether this valuation reported it.
	 */
	record Valuation(BigDecimal value, BigDecimal lossPercent, int reportedThreshold, boolean reported) {
	}

	boolean reported() {
		return valuation.reported();
	}
}
