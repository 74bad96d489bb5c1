package dev.kontor.clients;

import java.util.UUID;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Lets the module that opens a client record's accounts name them as the record's defaults (the demo data does, so
 * that a demo client trades without naming its accounts). The accounts must be the client's own Active ones, as
 * for an update through the API.
 */
public interface ClientAccountDefaults {

	/** In the caller's transaction; a {@link dev.kontor.shared.RuleViolation} when an account does not qualify. */
	void assign(TenantId tenantId, UUID actorId, ClientId clientId, UUID internalAccountId, UUID depositAccountId);
}
