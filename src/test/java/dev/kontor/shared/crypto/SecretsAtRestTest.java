package dev.kontor.shared.crypto;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;

import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.shared.Sha256;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What a reader of the database sees of the platform's secrets: nothing usable. */
class SecretsAtRestTest extends HttpTest {

	private static final String API_KEY = "api-key-of-the-integrator-0123456789";

	private static final String AUTH_SECRET = "auth-secret-of-the-integrator-9876543210";

	@Autowired
	JdbcClient jdbc;

	@Autowired
	RegisteredClients registeredClients;

	@Autowired
	SecretSealer sealer;

	@Autowired
	ClearSecretsSealing clearSecretsSealing;

	@Autowired
	WebhookEndpoints endpoints;

	@Test
	void signingKeysAreStoredSealed() {
		Http.Response rotated = http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", "RS256"));
		assertThat(rotated.status()).as(rotated.toString()).isEqualTo(201);
		String kid = rotated.json().get("kid").asString();

		String stored = jdbc.sql("SELECT jwk FROM signing_keys WHERE kid = :kid").param("kid", kid).query(String.class).single();

		assertThat(stored).startsWith("enc:v1:").doesNotContain("\"d\"").doesNotContain(kid);
		assertThat(sealer.open(stored, new SecretContext("signing_keys", "jwk", kid))).contains("\"d\"", kid);
	}

	@Test
	void webhookSecretsAreStoredSealedAndBoundToTheirRow() {
		UUID tenantId = platform.newTenant();
		UUID first = registerEndpoint(tenantId);
		UUID second = registerEndpoint(tenantId);

		Map<String, Object> row = endpointSecrets(first);

		assertThat(row.values()).allSatisfy(value -> assertThat(value).asString().startsWith("enc:v1:"));
		assertThat(open(row, "api_key", first)).isEqualTo(API_KEY);
		assertThat(open(row, "auth_secret", first)).isEqualTo(AUTH_SECRET);
		assertThat(open(row, "signing_secret", first)).startsWith("whsec_");
		assertThat(row.values()).noneSatisfy(value -> assertThat(value).asString().contains(API_KEY));
		assertThat(row.values()).noneSatisfy(value -> assertThat(value).asString().contains(AUTH_SECRET));
		assertThatThrownBy(() -> open(row, "api_key", second)).as("the first endpoint's API key in the second's row")
			.isInstanceOf(SecretSealer.SecretNotOpened.class);
	}

	@Test
	void aWebhookSecretOpenedBeforeStillDoesNotOpenInAnotherRow() {
		UUID tenantId = platform.newTenant();
		UUID first = registerEndpoint(tenantId);
		UUID second = registerEndpoint(tenantId);
		assertThat(endpoints.findById(first).orElseThrow().apiKey()).as("opened and kept").isEqualTo(API_KEY);

		jdbc.sql("UPDATE webhook_endpoints SET api_key = :moved WHERE id = :id")
			.param("moved", endpointSecrets(first).get("api_key"))
			.param("id", second)
			.update();

		assertThat(endpoints.findById(first).orElseThrow().apiKey()).isEqualTo(API_KEY);
		assertThatThrownBy(() -> endpoints.findById(second)).as("the first endpoint's API key in the second's row")
			.isInstanceOf(SecretSealer.SecretNotOpened.class);
	}

	@Test
	void clientSecretsAreStoredAsSaltedHashes() {
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");

		String stored = secretHashOf(client.clientId());

		assertThat(stored).startsWith("{ssha256}")
			.doesNotContain(client.clientSecret())
			.doesNotContain(Sha256.hex(client.clientSecret()));
		assertThat(platform.clientCredentialsToken(client, "clients.read")).isNotBlank();
	}

	@Test
	void anUnsaltedClientSecretHashStillVerifiesAndIsReplacedBySaltedOneOnUse() {
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");
		String unsalted = "{sha256}" + Sha256.hex(client.clientSecret());
		jdbc.sql("UPDATE oauth_clients SET secret_digest = :unsalted WHERE client_id = :clientId")
			.param("unsalted", unsalted)
			.param("clientId", client.clientId())
			.update();
		registeredClients.forget(client.clientId());

		assertThat(platform.clientCredentialsToken(client, "clients.read")).isNotBlank();

		assertThat(secretHashOf(client.clientId())).startsWith("{ssha256}");
		assertThat(platform.clientCredentialsToken(client, "clients.read")).isNotBlank();
		assertThat(http.postForm("/connect/token", client.clientId(), client.clientSecret() + "x",
				Http.form("grant_type", "client_credentials", "scope", "clients.read")).status()).isEqualTo(401);
	}

	@Test
	void secretsWrittenInClearBeforeAreSealedByTheStartUpStep() throws Exception {
		UUID endpoint = registerEndpoint(platform.newTenant());
		jdbc.sql("UPDATE webhook_endpoints SET api_key = :clear WHERE id = :id")
			.param("clear", API_KEY)
			.param("id", endpoint)
			.update();
		RSAKey retiredKey = new RSAKeyGenerator(2048).keyID("clear-" + UUID.randomUUID()).keyUse(KeyUse.SIGNATURE).generate();
		OffsetDateTime longAgo = OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);
		jdbc.sql("INSERT INTO signing_keys (kid, algorithm, jwk, created_at, signs_from, retired_at) "
				+ "VALUES (:kid, 'RS256', :jwk, :longAgo, :longAgo, :longAgo)")
			.param("kid", retiredKey.getKeyID())
			.param("jwk", retiredKey.toJSONString())
			.param("longAgo", longAgo)
			.update();

		clearSecretsSealing.afterSingletonsInstantiated();

		Map<String, Object> row = endpointSecrets(endpoint);
		assertThat(row.get("api_key")).asString().startsWith("enc:v1:");
		assertThat(open(row, "api_key", endpoint)).isEqualTo(API_KEY);
		String jwk = jdbc.sql("SELECT jwk FROM signing_keys WHERE kid = :kid")
			.param("kid", retiredKey.getKeyID())
			.query(String.class)
			.single();
		assertThat(jwk).startsWith("enc:v1:");
		assertThat(RSAKey.parse(sealer.open(jwk, new SecretContext("signing_keys", "jwk", retiredKey.getKeyID()))))
			.isEqualTo(retiredKey);
		assertThat(jdbc.sql("SELECT COUNT(*) FROM signing_keys WHERE jwk NOT LIKE 'enc:v%'").query(Long.class).single())
			.isZero();
	}

	private UUID registerEndpoint(UUID tenantId) {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hook", "authMode", "ApiKey", "apiKey", API_KEY,
						"authSecret", AUTH_SECRET));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		assertThat(response.json().get("signingSecret").asString()).startsWith("whsec_");
		return UUID.fromString(response.json().get("id").asString());
	}

	private Map<String, Object> endpointSecrets(UUID id) {
		return jdbc.sql("SELECT api_key, auth_secret, signing_secret FROM webhook_endpoints WHERE id = :id")
			.param("id", id)
			.query()
			.singleRow();
	}

	private String open(Map<String, Object> row, String column, UUID id) {
		return sealer.open((String) row.get(column), new SecretContext("webhook_endpoints", column, id.toString()));
	}

	private String secretHashOf(String clientId) {
		return jdbc.sql("SELECT secret_digest FROM oauth_clients WHERE client_id = :clientId")
			.param("clientId", clientId)
			.query(String.class)
			.single();
	}
}
