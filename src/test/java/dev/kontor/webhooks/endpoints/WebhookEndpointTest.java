package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class WebhookEndpointTest {

	@Test
	void itsTextShowsNoSecret() {
		SigningSecret signingSecret = SigningSecret.generate();
		WebhookEndpoint endpoint = new WebhookEndpoint(UUID.randomUUID(), UUID.randomUUID(),
				new EndpointConfiguration(null, URI.create("https://example.com/hook"), Set.of(), AuthMode.ApiKey,
						"the-api-key", "the-auth-secret", Map.of("X-Static", "static-value")),
				new EndpointSigning(signingSecret, null, null), true, Instant.EPOCH, Instant.EPOCH);

		assertThat(endpoint.toString()).contains("https://example.com/hook", "X-Static")
			.doesNotContain("the-api-key", "the-auth-secret", "static-value", signingSecret.value());
	}
}
