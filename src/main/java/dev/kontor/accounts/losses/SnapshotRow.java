package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A row of {@code portfolio_snapshots}: a client's securities of one currency valued at the end-of-day prices of
 * {@code snapshotDate}, against the start of its period ({@code startValue + netInflow}).
 */
record SnapshotRow(UUID id, UUID tenantId, UUID clientId, String currencyCode, LocalDate snapshotDate,
		BigDecimal value, LocalDate periodStart, LocalDate startDate, BigDecimal startValue, BigDecimal netInflow,
		BigDecimal lossPercent, int reportedThreshold, boolean reported, Instant createdDate) {
}
