package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A deposit account was created. Published in the transaction that created it. */
public record DepositAccountCreated(TenantId tenantId, DepositAccountId depositAccountId, ClientId clientId) {
}
