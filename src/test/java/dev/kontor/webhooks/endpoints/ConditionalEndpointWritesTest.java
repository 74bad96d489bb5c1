package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.shared.Versioned;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** Changes of webhook endpoints are written over the version read: a change made on a stale read cannot undo another. */
class ConditionalEndpointWritesTest extends HttpTest {

	private final UUID tenantId = UUID.randomUUID();

	@Autowired
	WebhookEndpoints endpoints;

	@Autowired
	EndpointManagement management;

	@Test
	void aWriteOverTheVersionReadSucceedsOnceAndIncrementsTheVersion() {
		WebhookEndpoint registered = register();
		Versioned<WebhookEndpoint> read = endpoints.findVersioned(registered.id()).orElseThrow();
		assertThat(read.version()).isZero();

		assertThat(endpoints.update(read.value().withEnabled(false, read.value().updatedAt()), 0)).isTrue();
		assertThat(endpoints.update(read.value().withConfiguration(registration(URI.create("http://127.0.0.1:9/other")),
				read.value().updatedAt()), 0))
			.as("over a stale version")
			.isFalse();

		Versioned<WebhookEndpoint> stored = endpoints.findVersioned(registered.id()).orElseThrow();
		assertThat(stored.version()).isEqualTo(1);
		assertThat(stored.value().enabled()).isFalse();
		assertThat(stored.value().url()).isEqualTo(registered.url());
	}

	@Test
	void disablingTwiceDisablesOnceAndEveryChangeMovesTheVersionOn() {
		WebhookEndpoint registered = register();

		assertThat(management.disable(registered.id())).isTrue();
		assertThat(management.disable(registered.id())).as("disabled already").isFalse();
		assertThat(management.setEnabled(registered.id(), true).enabled()).isTrue();
		assertThat(endpoints.findVersioned(registered.id()).orElseThrow().version()).isEqualTo(2);
	}

	@Test
	void aRotationOverAStaleReadAnswersConflict() {
		WebhookEndpoint registered = register();
		Versioned<WebhookEndpoint> read = endpoints.findVersioned(registered.id()).orElseThrow();
		management.rotateSigningSecret(registered.id());

		assertThat(endpoints.update(read.value().withSigningSecret(SigningSecret.generate(), read.value().updatedAt(),
				read.value().updatedAt()), read.version()))
			.isFalse();
		assertThat(endpoints.findVersioned(registered.id()).orElseThrow().value().previousSigningSecret())
			.as("the rotation that won stands")
			.isEqualTo(registered.signingSecret());
	}

	private WebhookEndpoint register() {
		return management.register(registration(URI.create("http://127.0.0.1:9/hook")));
	}

	private EndpointRegistration registration(URI url) {
		return new EndpointRegistration(tenantId, null, url, Set.of(), AuthMode.NoAuth, null, null, Map.of());
	}
}
