package dev.kontor.accounts;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** An internal account was created. Published in the transaction that created it. */
public record InternalAccountCreated(TenantId tenantId, InternalAccountId internalAccountId, ClientId clientId,
		String currencyCode) {
}
