package dev.kontor.accounts;

import java.util.UUID;

/** A deposit account moved from one status to another. Published in the transaction that moved it. */
public record DepositAccountStatusChanged(UUID tenantId, DepositAccountId depositAccountId, UUID clientId,
		AccountStatus from, AccountStatus to) {
}
