package dev.kontor.identity.bootstrap;

import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A secret given from the environment replaces the stored one at the next start, as the operator client's does
 * when {@code KONTOR_ADMIN_CLIENT_SECRET} was changed (shown here on a client of its own, so that the suite's
 * operator keeps its secret).
 */
class OperatorSecretTest extends HttpTest {

	@Autowired
	OAuthClientManagement clients;

	@Test
	void aChangedSecretTakesEffectAndTheOldOneStopsWorking() {
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		String changed = "c".repeat(40);

		assertThat(clients.ensureSecret(client.clientId(), changed)).isTrue();
		assertThat(clients.ensureSecret(client.clientId(), changed)).as("the same secret again changes nothing").isFalse();

		assertThat(platform.clientCredentialsToken(client.clientId(), changed, "clients.read")).isNotBlank();
		Http.Response old = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read"));
		assertThat(old.status()).isEqualTo(401);
		assertThat(old.json().get("error").asString()).isEqualTo("invalid_client");
	}
}
