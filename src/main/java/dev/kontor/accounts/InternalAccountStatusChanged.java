package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** An internal account moved from one status to another. Published in the transaction that moved it. */
public record InternalAccountStatusChanged(TenantId tenantId, InternalAccountId internalAccountId, ClientId clientId,
		AccountStatus from, AccountStatus to) {
}
