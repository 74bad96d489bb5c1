package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * What an operator's page shows of an endpoint: where it points, what it receives and whether it is enabled, and none
 * of its secrets (API key, auth secret, signing secrets).
 *
 * @param eventTypes empty: every type
 * @param clientId set: only events of that client record
 */
@NamedInterface("administration")
public record EndpointSummary(UUID id, UUID tenantId, @Nullable UUID clientId, URI url, Set<EventType> eventTypes,
		AuthMode authMode, boolean enabled, Instant createdAt, Instant updatedAt) {

	public EndpointSummary {
		eventTypes = Set.copyOf(eventTypes);
	}

	static EndpointSummary of(WebhookEndpoint endpoint) {
		return new EndpointSummary(endpoint.id(), endpoint.tenantId(), endpoint.clientId(), endpoint.url(),
				endpoint.eventTypes(), endpoint.authMode(), endpoint.enabled(), endpoint.createdAt(),
				endpoint.updatedAt());
	}
}
