package dev.kontor.accounts.statements;

import java.time.Instant;
import java.util.UUID;

/** A row of the statement index: the account's file {@code fileNumber} of the period's year, covering the period. */
record StatementRow(UUID id, UUID tenantId, StatementKind kind, UUID accountId, UUID clientId, int fileNumber,
		StatementPeriod period, Instant createdDate) {

	/** The year the statement is filed under: the year of the month it covers. */
	int year() {
		return period.month().getYear();
	}
}
