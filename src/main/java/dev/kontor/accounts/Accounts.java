package dev.kontor.accounts;

import java.util.Optional;
import java.util.UUID;

import dev.kontor.shared.security.Caller;

/** What other modules may look up about accounts by a plain id (as events carry it); always within one tenant. */
public interface Accounts {

	/** The client record an internal account belongs to; empty for an id that is no account of the tenant. */
	Optional<UUID> clientOfInternalAccount(UUID tenantId, UUID internalAccountId);

	/** The client record a deposit account belongs to; empty for an id that is no account of the tenant. */
	Optional<UUID> clientOfDepositAccount(UUID tenantId, UUID depositAccountId);

	/**
	 * Refuses (403) a caller bound to a client record other than the internal account's holder. An id that is no
	 * account of the tenant passes, so that the route answers its 404; callers that act for every client record cost
	 * no lookup.
	 */
	default void requireActsForInternalAccount(Caller caller, UUID internalAccountId) {
		if (caller.isBoundToClientRecord()) {
			clientOfInternalAccount(caller.tenantId(), internalAccountId).ifPresent(caller::requireActsFor);
		}
	}

	/** As {@link #requireActsForInternalAccount}, for a deposit account. */
	default void requireActsForDepositAccount(Caller caller, UUID depositAccountId) {
		if (caller.isBoundToClientRecord()) {
			clientOfDepositAccount(caller.tenantId(), depositAccountId).ifPresent(caller::requireActsFor);
		}
	}
}
