package dev.kontor.clients;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** What other modules may ask about client records; always within one tenant. */
public interface Clients {

	Optional<Client> find(TenantId tenantId, ClientId clientId);

	/** The status and default accounts of the tenant's client record, read without the rest of it. */
	Optional<TradingParty> tradingParty(TenantId tenantId, ClientId clientId);

	/**
	 * {@link #tradingParty} of many client records in one statement for up to a thousand (a corporate action's
	 * batch of bookings); ids that are no client records of the tenant are not in the answer.
	 */
	Map<ClientId, TradingParty> tradingParties(TenantId tenantId, Collection<ClientId> clientIds);

	/** The id of the tenant's client record with this {@code clientKey}, the integrator's own key for it. */
	Optional<ClientId> idOfKey(TenantId tenantId, String clientKey);

	/** The ids among {@code clientIds} that are not client records of the tenant. */
	Set<ClientId> unknownAmong(TenantId tenantId, Collection<ClientId> clientIds);

	/**
	 * Moves the tenant's client record from {@code Initial} to {@code Onboarded}, as a verified identity allows, with
	 * the status change's event; false, and nothing changed, when the record is in another status.
	 */
	boolean onboardIfInitial(TenantId tenantId, ClientId clientId, UUID actorId);
}
