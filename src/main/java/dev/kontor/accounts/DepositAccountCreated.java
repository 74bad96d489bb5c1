package dev.kontor.accounts;

import java.util.UUID;

/** A deposit account was created. Published in the transaction that created it. */
public record DepositAccountCreated(UUID tenantId, DepositAccountId depositAccountId, UUID clientId) {
}
