package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

import dev.kontor.webhooks.catalogue.EventType;

/** What the operator configures for an endpoint. */
@NamedInterface("administration")
public record EndpointRegistration(UUID tenantId, @Nullable UUID clientId, URI url, Set<EventType> eventTypes,
		AuthMode authMode, @Nullable String apiKey, @Nullable String authSecret, Map<String, String> staticHeaders) {
}
