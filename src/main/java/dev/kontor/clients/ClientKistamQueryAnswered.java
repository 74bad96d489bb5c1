package dev.kontor.clients;

import java.util.UUID;

/**
 * The tax authority answered a church tax query of a client record, and the answer is stored on it. Published once
 * per query, in the transaction that stored the answer.
 */
public record ClientKistamQueryAnswered(UUID tenantId, UUID clientId) {
}
