package dev.kontor.accounts;

import java.util.Optional;
import java.util.UUID;

/** What other modules may look up about accounts by a plain id (as events carry it); always within one tenant. */
public interface Accounts {

	/** The client record an internal account belongs to; empty for an id that is no account of the tenant. */
	Optional<UUID> clientOfInternalAccount(UUID tenantId, UUID internalAccountId);

	/** The client record a deposit account belongs to; empty for an id that is no account of the tenant. */
	Optional<UUID> clientOfDepositAccount(UUID tenantId, UUID depositAccountId);
}
