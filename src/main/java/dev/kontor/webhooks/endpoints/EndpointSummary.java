package dev.kontor.webhooks.endpoints;

import java.time.Instant;
import java.util.UUID;

import org.springframework.modulith.NamedInterface;

/**
 * What an operator's page shows of an endpoint: where it points, what it receives and whether it is enabled, and none
 * of its secrets (API key, auth secret, signing secrets).
 */
@NamedInterface("administration")
public record EndpointSummary(UUID id, UUID tenantId, EndpointTarget target, boolean enabled, Instant createdAt,
		Instant updatedAt) {

	static EndpointSummary of(WebhookEndpoint endpoint) {
		return new EndpointSummary(endpoint.id(), endpoint.tenantId(), EndpointTarget.of(endpoint.configuration()),
				endpoint.enabled(), endpoint.createdAt(), endpoint.updatedAt());
	}
}
