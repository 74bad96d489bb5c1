package dev.kontor.webhooks.delivery;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** One event on its way to one endpoint. */
public record Delivery(UUID id, UUID eventId, String eventType, UUID endpointId, UUID tenantId, DeliveryStatus status,
		int attemptCount, @Nullable Instant firstAttemptAt, @Nullable Instant nextAttemptAt, Instant createdAt) {
}
