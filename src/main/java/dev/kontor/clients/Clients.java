package dev.kontor.clients;

import java.util.Collection;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** What other modules may ask about client records; always within one tenant. */
public interface Clients {

	Optional<Client> find(UUID tenantId, UUID clientId);

	/** The status and default accounts of the tenant's client record, read without the rest of it. */
	Optional<TradingParty> tradingParty(UUID tenantId, UUID clientId);

	/** The id of the tenant's client record with this {@code clientKey}, the integrator's own key for it. */
	Optional<UUID> idOfKey(UUID tenantId, String clientKey);

	/** The ids among {@code clientIds} that are not client records of the tenant. */
	Set<UUID> unknownAmong(UUID tenantId, Collection<UUID> clientIds);
}
