package dev.kontor.accounts;

import java.util.UUID;

/** A statement of an internal account was issued ({@code fileNumber} 1, 2, … per account and year). */
public record InternalAccountStatementCreated(UUID tenantId, InternalAccountId internalAccountId, UUID clientId,
		int year, int fileNumber) {
}
