package dev.kontor.accounts.statements;

import java.time.Instant;
import java.util.UUID;

/** A row of the statement index. */
record StatementRow(UUID id, UUID tenantId, StatementKind kind, UUID accountId, UUID clientId, int year,
		int fileNumber, int month, Instant periodStart, Instant periodEnd, Instant createdDate) {
}
