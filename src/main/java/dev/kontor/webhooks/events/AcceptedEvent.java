package dev.kontor.webhooks.events;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** An event of the catalogue, accepted for delivery. Its id is the {@code eventId} of every delivery. */
public record AcceptedEvent(UUID id, UUID tenantId, String type, Map<String, String> parameters,
		@Nullable String dataUrl, Instant occurredAt) {

	public AcceptedEvent {
		parameters = Map.copyOf(parameters);
	}
}
