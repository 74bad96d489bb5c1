package dev.kontor.clients;

import java.util.UUID;

/** A client record moved from one status to another. Published in the transaction that moved it. */
public record ClientStatusChanged(UUID tenantId, UUID clientId, ClientStatus from, ClientStatus to) {
}
