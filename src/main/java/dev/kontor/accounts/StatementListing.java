package dev.kontor.accounts;

import java.time.Instant;

/**
 * A monthly statement of an account: its file ({@code year}, {@code fileNumber}), the month and the period it covers
 * ({@code periodEnd} exclusive); {@code complete} is false for a statement issued before its month ended.
 */
public record StatementListing(int year, int fileNumber, int month, Instant periodStart, Instant periodEnd,
		boolean complete) {
}
