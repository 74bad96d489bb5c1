package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * An event of the catalogue, accepted for delivery. Its id is the {@code eventId} of every delivery;
 * {@code concernedClients} are the client records it concerns, as the intake found them (the event stream gives a
 * user bound to a client record only that record's events).
 */
public record AcceptedEvent(UUID id, UUID tenantId, EventType type, Map<String, String> parameters,
		@Nullable String dataUrl, Instant occurredAt, Set<UUID> concernedClients) {

	public AcceptedEvent {
		parameters = Map.copyOf(parameters);
		concernedClients = Set.copyOf(concernedClients);
	}
}
