package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;


import dev.kontor.webhooks.catalogue.EventType;

/**
 * An integrator's endpoint. {@code eventTypes} empty: every type. {@code clientId} set: only events of that client
 * record. The previous signing secret still signs until {@code previousSecretUntil}.
 */
public record WebhookEndpoint(UUID id, UUID tenantId, @Nullable UUID clientId, URI url, Set<EventType> eventTypes,
		AuthMode authMode, @Nullable String apiKey, @Nullable String authSecret, Map<String, String> staticHeaders,
		SigningSecret signingSecret, @Nullable SigningSecret previousSigningSecret,
		@Nullable Instant previousSecretUntil, boolean enabled, Instant createdAt, Instant updatedAt) {

	public WebhookEndpoint {
		eventTypes = Set.copyOf(eventTypes);
		staticHeaders = Map.copyOf(staticHeaders);
	}

	/** Never shows the API key or the auth secret (the signing secrets hide themselves), so logs cannot leak them. */
	@Override
	public String toString() {
		return "WebhookEndpoint[id=" + id + ", tenantId=" + tenantId + ", clientId=" + clientId + ", url=" + url
				+ ", eventTypes=" + eventTypes + ", authMode=" + authMode + ", apiKey=" + (apiKey == null ? null : "…")
				+ ", authSecret=" + (authSecret == null ? null : "…") + ", staticHeaders=" + staticHeaders.keySet()
				+ ", enabled=" + enabled + "]";
	}

	public boolean receives(EventType eventType) {
		return eventTypes.isEmpty() || eventTypes.contains(eventType);
	}

	WebhookEndpoint withConfiguration(EndpointRegistration change, Instant now) {
		return new WebhookEndpoint(id, tenantId, change.clientId(), change.url(), change.eventTypes(),
				change.authMode(), change.apiKey(), change.authSecret(), change.staticHeaders(), signingSecret,
				previousSigningSecret, previousSecretUntil, enabled, createdAt, now);
	}

	WebhookEndpoint withEnabled(boolean value, Instant now) {
		return new WebhookEndpoint(id, tenantId, clientId, url, eventTypes, authMode, apiKey, authSecret,
				staticHeaders, signingSecret, previousSigningSecret, previousSecretUntil, value, createdAt, now);
	}

	/** The new secret signs from now on; the current one keeps signing beside it until {@code overlapEnd}. */
	WebhookEndpoint withSigningSecret(SigningSecret newSecret, Instant overlapEnd, Instant now) {
		return new WebhookEndpoint(id, tenantId, clientId, url, eventTypes, authMode, apiKey, authSecret,
				staticHeaders, newSecret, signingSecret, overlapEnd, enabled, createdAt, now);
	}
}
