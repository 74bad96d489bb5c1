package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

import dev.kontor.webhooks.catalogue.EventType;

/** One event on its way to one endpoint. */
@NamedInterface("administration")
public record Delivery(UUID id, UUID eventId, EventType eventType, UUID endpointId, UUID tenantId, DeliveryStatus status,
		int attemptCount, @Nullable Instant firstAttemptAt, @Nullable Instant nextAttemptAt, Instant createdAt) {
}
