package dev.kontor.accounts.statements;

import java.time.Instant;
import java.util.UUID;

/**
 * An entry of an account's statement index: the file ({@code year}, {@code fileNumber}), the month it covers and the
 * period booked within it ({@code periodEnd} exclusive); {@code complete} is false for a statement issued before its
 * month ended.
 */
record StatementView(UUID accountId, int year, int fileNumber, int month, Instant periodStart, Instant periodEnd,
		boolean complete, Instant createdDate) {

	static StatementView of(StatementRow row) {
		StatementPeriod period = row.period();
		return new StatementView(row.accountId(), row.year(), row.fileNumber(), period.month().getMonthValue(),
				period.start(), period.end(), period.complete(), row.createdDate());
	}
}
