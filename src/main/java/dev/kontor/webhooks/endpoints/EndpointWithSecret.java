package dev.kontor.webhooks.endpoints;

import org.springframework.modulith.NamedInterface;

/**
 * An endpoint just registered or given a new signing secret, with that secret: the one time an operator's page shows
 * it, for the operator to hand to the integrator.
 *
 * @param signingSecret the new signing secret as written ({@code whsec_…})
 */
@NamedInterface("administration")
public record EndpointWithSecret(EndpointSummary endpoint, String signingSecret) {

	/** Never shows the secret, so that it cannot leak into logs by accident. */
	@Override
	public String toString() {
		return "EndpointWithSecret[endpoint=" + endpoint + ", signingSecret=…]";
	}

	static EndpointWithSecret of(WebhookEndpoint endpoint) {
		return new EndpointWithSecret(EndpointSummary.of(endpoint), endpoint.signingSecret().value());
	}
}
