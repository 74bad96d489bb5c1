package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A deposit account as the ledger holds it at one moment. */
public record DepositAccountSnapshot(DepositAccountId id, TenantId tenantId, ClientId clientId, AccountStatus status) {
}
