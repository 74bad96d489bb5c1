package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.catalogue.EventType;

/** An event of the catalogue, accepted for delivery. Its id is the {@code eventId} of every delivery. */
public record AcceptedEvent(UUID id, UUID tenantId, EventType type, Map<String, String> parameters,
		@Nullable String dataUrl, Instant occurredAt) {

	public AcceptedEvent {
		parameters = Map.copyOf(parameters);
	}
}
