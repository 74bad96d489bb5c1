package dev.kontor.clients;

import java.util.UUID;

/** A client record was created. Published in the transaction that created it. */
public record ClientCreated(UUID tenantId, UUID clientId) {
}
