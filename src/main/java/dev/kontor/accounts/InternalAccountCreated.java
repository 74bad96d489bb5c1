package dev.kontor.accounts;

import java.util.UUID;

/** An internal account was created. Published in the transaction that created it. */
public record InternalAccountCreated(UUID tenantId, InternalAccountId internalAccountId, UUID clientId,
		String currencyCode) {
}
