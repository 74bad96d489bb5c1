package dev.kontor.accounts;

import java.util.UUID;

/** An internal account moved from one status to another. Published in the transaction that moved it. */
public record InternalAccountStatusChanged(UUID tenantId, InternalAccountId internalAccountId, UUID clientId,
		AccountStatus from, AccountStatus to) {
}
