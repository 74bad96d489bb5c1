package dev.kontor.clients;

import java.util.UUID;

/** A client record's details were changed. Published in the transaction that changed them. */
public record ClientUpdated(UUID tenantId, UUID clientId) {
}
