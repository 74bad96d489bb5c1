package dev.kontor.accounts;

import java.util.UUID;

/** A statement of a deposit account was issued ({@code fileNumber} 1, 2, … per account and year). */
public record DepositAccountStatementCreated(UUID tenantId, DepositAccountId depositAccountId, UUID clientId,
		int year, int fileNumber) {
}
