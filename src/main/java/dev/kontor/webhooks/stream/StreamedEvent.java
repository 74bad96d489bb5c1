package dev.kontor.webhooks.stream;

import java.util.Set;
import java.util.UUID;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * An event as the stream hands it to its subscribers: its position, who may see it ({@code tenantLevel}: callers
 * that act for the whole tenant; {@code clients}: users bound to one of these client records), and its
 * server-sent-event frame, written once for all subscribers.
 */
record StreamedEvent(long position, UUID tenantId, EventType type, boolean tenantLevel, Set<UUID> clients,
		String frame) {

	StreamedEvent {
		clients = Set.copyOf(clients);
	}
}
