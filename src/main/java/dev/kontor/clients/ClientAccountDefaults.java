package dev.kontor.clients;

import java.util.UUID;

/**
 * Lets the module that opens a client record's accounts name them as the record's defaults (the demo data does, so
 * that a demo client trades without naming its accounts). The accounts must be the client's own Active ones, as
 * for an update through the API.
 */
public interface ClientAccountDefaults {

	/** In the caller's transaction; a {@link dev.kontor.shared.RuleViolation} when an account does not qualify. */
	void assign(UUID tenantId, UUID actorId, UUID clientId, UUID internalAccountId, UUID depositAccountId);
}
