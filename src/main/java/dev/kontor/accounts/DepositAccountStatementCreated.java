package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A statement of a deposit account was issued ({@code fileNumber} 1, 2, … per account and year). */
public record DepositAccountStatementCreated(TenantId tenantId, DepositAccountId depositAccountId, ClientId clientId,
		int year, int fileNumber) {
}
