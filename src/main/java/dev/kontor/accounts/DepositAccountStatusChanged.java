package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A deposit account moved from one status to another. Published in the transaction that moved it. */
public record DepositAccountStatusChanged(TenantId tenantId, DepositAccountId depositAccountId, ClientId clientId,
		AccountStatus from, AccountStatus to) {
}
