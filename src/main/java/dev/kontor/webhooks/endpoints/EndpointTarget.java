package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * Where an endpoint's events go and which they are, without its secrets: whose events ({@code clientId} set: only
 * that client record's) of which types (empty: every type) go to which URL, and how the receiver authenticates them.
 */
@NamedInterface("administration")
public record EndpointTarget(@Nullable UUID clientId, URI url, Set<EventType> eventTypes, AuthMode authMode) {

	public EndpointTarget {
		eventTypes = Set.copyOf(eventTypes);
	}

	static EndpointTarget of(EndpointConfiguration configuration) {
		return new EndpointTarget(configuration.clientId(), configuration.url(), configuration.eventTypes(),
				configuration.authMode());
	}
}
