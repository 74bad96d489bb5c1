package dev.kontor.accounts;

import java.util.Optional;
import java.util.function.Function;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** What other modules may look up about accounts by their ids (as events carry them); always within one tenant. */
public interface Accounts {

	/** The client record an internal account belongs to; empty for an id that is no account of the tenant. */
	Optional<ClientId> clientOfInternalAccount(TenantId tenantId, InternalAccountId internalAccountId);

	/** The client record a deposit account belongs to; empty for an id that is no account of the tenant. */
	Optional<ClientId> clientOfDepositAccount(TenantId tenantId, DepositAccountId depositAccountId);

	/**
	 * Refuses (403) a caller bound to a client record other than the internal account's holder. An id that is no
	 * account of the tenant passes, so that the route answers its 404; callers that act for every client record cost
	 * no lookup.
	 */
	default void requireActsForInternalAccount(Caller caller, InternalAccountId internalAccountId) {
		requireActsForHolder(caller, tenantId -> clientOfInternalAccount(tenantId, internalAccountId));
	}

	/** As {@link #requireActsForInternalAccount}, for a deposit account. */
	default void requireActsForDepositAccount(Caller caller, DepositAccountId depositAccountId) {
		requireActsForHolder(caller, tenantId -> clientOfDepositAccount(tenantId, depositAccountId));
	}

	private void requireActsForHolder(Caller caller, Function<TenantId, Optional<ClientId>> holderInTenant) {
		if (caller.isBoundToClientRecord()) {
			holderInTenant.apply(new TenantId(caller.tenantId()))
				.map(ClientId::value)
				.ifPresent(caller::requireActsFor);
		}
	}
}
