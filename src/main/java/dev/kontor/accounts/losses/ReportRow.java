package dev.kontor.accounts.losses;

import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/** A row of {@code loss_threshold_reports}: the report a client was sent for a day. */
record ReportRow(UUID id, UUID tenantId, UUID clientId, LocalDate snapshotDate, Instant createdDate) {
}
