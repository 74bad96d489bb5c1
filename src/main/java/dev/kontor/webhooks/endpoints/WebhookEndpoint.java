package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;


import dev.kontor.webhooks.catalogue.EventType;

/**
 * An integrator's endpoint: its configuration, its signing secrets and whether it is enabled. The accessors of the
 * configuration's and the signing's fields are the endpoint's own, as the dispatch reads them.
 */
public record WebhookEndpoint(UUID id, UUID tenantId, EndpointConfiguration configuration, EndpointSigning signing,
		boolean enabled, Instant createdAt, Instant updatedAt) {

	/** A newly registered, enabled endpoint with a generated signing secret. */
	static WebhookEndpoint registered(UUID id, EndpointRegistration registration, Instant now) {
		return new WebhookEndpoint(id, registration.tenantId(), EndpointConfiguration.of(registration),
				EndpointSigning.generated(), true, now, now);
	}

	public @Nullable UUID clientId() {
		return configuration.clientId();
	}

	public URI url() {
		return configuration.url();
	}

	public Set<EventType> eventTypes() {
		return configuration.eventTypes();
	}

	public AuthMode authMode() {
		return configuration.authMode();
	}

	public @Nullable String apiKey() {
		return configuration.apiKey();
	}

	public @Nullable String authSecret() {
		return configuration.authSecret();
	}

	public Map<String, String> staticHeaders() {
		return configuration.staticHeaders();
	}

	/**
	 * The headers of the endpoint's configuration, as every attempt sends them: its static headers, and its
	 * {@code X-Api-Key} when it authenticates with one.
	 *
	 * @throws IllegalArgumentException when a stored header breaks the rules registration checks (one stored before
	 * they were), so that the attempt fails on the retry schedule instead of sending it
	 */
	public Map<String, String> headersToSend() {
		Map<String, List<String>> problems = StaticHeaders.problemsOf(staticHeaders());
		if (!problems.isEmpty()) {
			throw new IllegalArgumentException("Static headers that cannot be sent: " + problems.keySet());
		}
		if (authMode() != AuthMode.ApiKey || apiKey() == null) {
			return staticHeaders();
		}
		if (!StaticHeaders.isSendableValue(apiKey())) {
			throw new IllegalArgumentException("The API key cannot be sent as a header value");
		}
		Map<String, String> headers = new LinkedHashMap<>(staticHeaders());
		headers.put("X-Api-Key", apiKey());
		return headers;
	}

	public SigningSecret signingSecret() {
		return signing.current();
	}

	public @Nullable SigningSecret previousSigningSecret() {
		return signing.previous();
	}

	public @Nullable Instant previousSecretUntil() {
		return signing.previousUntil();
	}

	/** Never shows the API key or the auth secret (the signing secrets hide themselves), so logs cannot leak them. */
	@Override
	public String toString() {
		return "WebhookEndpoint[id=" + id + ", tenantId=" + tenantId + ", clientId=" + clientId() + ", url=" + url()
				+ ", eventTypes=" + eventTypes() + ", authMode=" + authMode() + ", apiKey="
				+ (apiKey() == null ? null : "…") + ", authSecret=" + (authSecret() == null ? null : "…")
				+ ", staticHeaders=" + staticHeaders().keySet() + ", enabled=" + enabled + "]";
	}

	public boolean receives(EventType eventType) {
		return eventTypes().isEmpty() || eventTypes().contains(eventType);
	}

	WebhookEndpoint withConfiguration(EndpointRegistration change, Instant now) {
		return new WebhookEndpoint(id, tenantId, EndpointConfiguration.of(change), signing, enabled, createdAt, now);
	}

	WebhookEndpoint withEnabled(boolean value, Instant now) {
		return new WebhookEndpoint(id, tenantId, configuration, signing, value, createdAt, now);
	}

	/** The new secret signs from now on; the current one keeps signing beside it until {@code overlapEnd}. */
	WebhookEndpoint withSigningSecret(SigningSecret newSecret, Instant overlapEnd, Instant now) {
		return new WebhookEndpoint(id, tenantId, configuration, signing.rotatedTo(newSecret, overlapEnd), enabled,
				createdAt, now);
	}
}
