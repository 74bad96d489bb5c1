package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.UUID;

import org.springframework.modulith.NamedInterface;

import dev.kontor.webhooks.catalogue.EventType;

/** One event on its way to one endpoint, and how far it has come. */
@NamedInterface("administration")
public record Delivery(UUID id, UUID eventId, EventType eventType, UUID endpointId, UUID tenantId,
		DeliveryProgress progress, Instant createdAt) {
}
