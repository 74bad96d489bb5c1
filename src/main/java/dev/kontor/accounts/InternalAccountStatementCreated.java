package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A statement of an internal account was issued ({@code fileNumber} 1, 2, … per account and year). */
public record InternalAccountStatementCreated(TenantId tenantId, InternalAccountId internalAccountId, ClientId clientId,
		int year, int fileNumber) {
}
