package dev.kontor.shared.idempotency;

import java.util.UUID;

/**
 * A key held by the request running now. {@code claimId} tells this request's claim from a later one made after it
 * was given up, so that a request that ends late cannot overwrite or delete another's.
 */
record Claim(UUID tenantId, String key, UUID claimId) {
}
