package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * What an integrator configures of an endpoint: whose events ({@code clientId} set: only that client record's) of
 * which types (empty: every type) go to which URL, and how the receiver authenticates them.
 */
public record EndpointConfiguration(@Nullable UUID clientId, URI url, Set<EventType> eventTypes, AuthMode authMode,
		@Nullable String apiKey, @Nullable String authSecret, Map<String, String> staticHeaders) {

	public EndpointConfiguration {
		eventTypes = Set.copyOf(eventTypes);
		staticHeaders = Map.copyOf(staticHeaders);
	}

	static EndpointConfiguration of(EndpointRegistration registration) {
		return new EndpointConfiguration(registration.clientId(), registration.url(), registration.eventTypes(),
				registration.authMode(), registration.apiKey(), registration.authSecret(),
				registration.staticHeaders());
	}

	/** Never shows the API key or the auth secret, so logs cannot leak them. */
	@Override
	public String toString() {
		return "EndpointConfiguration[clientId=" + clientId + ", url=" + url + ", eventTypes=" + eventTypes
				+ ", authMode=" + authMode + ", apiKey=" + (apiKey == null ? null : "…") + ", authSecret="
				+ (authSecret == null ? null : "…") + ", staticHeaders=" + staticHeaders.keySet() + "]";
	}
}
