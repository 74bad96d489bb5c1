package dev.kontor.accounts;

import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

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
		requireActsForHolder(caller, tenantId -> clientOfInternalAccount(tenantId, internalAccountId));
	}

	/** As {@link #requireActsForInternalAccount}, for a deposit account. */
	default void requireActsForDepositAccount(Caller caller, UUID depositAccountId) {
		requireActsForHolder(caller, tenantId -> clientOfDepositAccount(tenantId, depositAccountId));
	}

	private void requireActsForHolder(Caller caller, Function<UUID, Optional<UUID>> holderInTenant) {
		if (caller.isBoundToClientRecord()) {
			holderInTenant.apply(caller.tenantId()).ifPresent(caller::requireActsFor);
		}
	}
}
