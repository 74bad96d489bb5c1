package dev.kontor.webhooks.queue;

import java.util.UUID;

import dev.kontor.webhooks.catalogue.EventType;

/** An event to be sent to an endpoint. */
public record NewDelivery(UUID eventId, EventType eventType, UUID endpointId, UUID tenantId) {
}
