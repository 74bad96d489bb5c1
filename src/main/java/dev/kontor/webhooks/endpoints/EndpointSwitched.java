package dev.kontor.webhooks.endpoints;

import java.time.Instant;
import java.util.UUID;

/**
 * An endpoint was enabled or disabled. Published in the transaction that switched it, so that the delivery queue
 * pauses or resumes the endpoint's waiting deliveries with the switch, or not at all.
 */
public record EndpointSwitched(UUID endpointId, boolean enabled, Instant at) {
}
