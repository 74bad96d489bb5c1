package dev.kontor.accounts;

import java.util.UUID;

/** A deposit account as the ledger holds it at one moment. */
public record DepositAccountSnapshot(DepositAccountId id, UUID tenantId, UUID clientId, AccountStatus status) {
}
