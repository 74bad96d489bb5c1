package dev.kontor;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Two instances on one PostgreSQL schema (contract section 16): a change made through the first is seen by the
 * second at once where it reads the store (introspection, token issuance) and within the notification's delay where
 * it remembers (the resource server's revocations, routing of webhook events, the keys it publishes). The second
 * instance's polls and cache lifetimes are an hour, as are the first one's key reloads, so only the notifications can
 * make either follow. The second instance rotates keys with a publication delay; the first, as every single instance
 * of the suite, without. The delays are measured and logged, not asserted.
 */
class ChangesAcrossInstancesTest extends HttpTest {

	private static final Logger log = LoggerFactory.getLogger(ChangesAcrossInstancesTest.class);

	private static final Duration PATIENCE = Duration.ofSeconds(10);

	@Autowired
	Environment environment;

	private ConfigurableApplicationContext second;

	private Http b;

	@BeforeEach
	void startSecondInstance() {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two instances share one PostgreSQL database; H2 runs one");
		second = InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.identity.key-publication-delay=3s",
				"--kontor.identity.revocation-refresh-interval=1h", "--kontor.identity.registered-client-cache-ttl=1h",
				"--kontor.webhooks.receivers-cache-ttl=1h");
		b = new Http(InstanceInThisJvm.baseUrl(second));
	}

	@AfterEach
	void stopSecondInstance() {
		if (second != null) {
			second.close();
		}
	}

	@Test
	void aTokenRevokedOnOneInstanceIsInactiveAtTheOthersIntrospectionAtOnce() {
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		String token = platform.clientCredentialsToken(client, "clients.read");
		String probe = "/api/test/tenants/" + tenantId + "/probe";
		assertThat(b.get(probe, token).status()).as("the second instance has validated the token").isEqualTo(200);
		assertThat(introspect(b, client, token)).isTrue();

		assertThat(http.postForm("/connect/revocation", client.clientId(), client.clientSecret(),
				Http.form("token", token, "token_type_hint", "access_token")).status()).isEqualTo(200);
		long revokedAt = System.nanoTime();

		assertThat(introspect(b, client, token)).as("introspection reads the store").isFalse();
		awaitAndLog("a revocation reaches the other resource server", revokedAt,
				() -> b.get(probe, token).status() == 401);
	}

	@Test
	void aClientDisabledOnOneInstanceGetsNoTokenFromTheOther() {
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");
		assertThat(token(b, client).status()).as("the second instance remembers the client").isEqualTo(200);

		assertThat(http.putJson("/admin/v1/oauth-clients/" + client.clientId() + "/enabled", platform.adminToken(),
				Map.of("enabled", false)).status()).isEqualTo(200);
		long disabledAt = System.nanoTime();

		assertThat(token(b, client).status()).as("token issuance reads the store").isNotEqualTo(200);
		awaitAndLog("a disabled client is forgotten by the other instance", disabledAt,
				() -> token(b, client).status() == 401);
	}

	@Test
	void aWebhookEndpointCreatedOnOneInstanceReceivesEventsAcceptedOnTheOther() {
		UUID tenantId = platform.newTenant();
		String writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");
		try (WebhookReceiver receiver = new WebhookReceiver()) {
			createClientRecord(writer);
			assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", tenantId,
					"url", receiver.url(), "eventTypes", List.of("BONewClientCreate"))).status()).isEqualTo(201);
			long createdAt = System.nanoTime();
			Map<String, Long> acceptedAt = new LinkedHashMap<>();

			awaitAndLog("an event accepted by the other instance reached a new webhook endpoint (routing and delivery)",
					createdAt, () -> {
						acceptedAt.put(createClientRecord(writer), System.nanoTime());
						return !receiver.received().isEmpty();
					});

			String delivered = receiver.received().getFirst().body();
			acceptedAt.entrySet()
				.stream()
				.filter(accepted -> delivered.contains(accepted.getKey()))
				.findFirst()
				.ifPresent(first -> log.info("Cross-instance delay: the first event the other instance routed to a new "
						+ "webhook endpoint was accepted {} ms after the endpoint was created",
						(first.getValue() - createdAt) / 1_000_000.0));
		}
	}

	@Test
	void aKeyRotatedOnOneInstanceIsPublishedByTheOtherBeforeAnyTokenIsSignedWithIt() {
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");
		Http.Response rotated = b.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", "ES256"));
		assertThat(rotated.status()).as(rotated.toString()).isEqualTo(201);
		String kid = rotated.json().get("kid").asString();
		long rotatedAt = System.nanoTime();

		awaitAndLog("a rotated key is in the other instance's JWKS", rotatedAt, () -> publishedKids(http).contains(kid));
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (true) {
			boolean publishedBefore = publishedKids(http).contains(kid);
			String signedWith = kid(tokenFrom(b, client));
			if (signedWith.equals(kid)) {
				assertThat(publishedBefore).as("the other instance published the key before a token named it")
					.isTrue();
				break;
			}
			if (System.nanoTime() > deadline) {
				fail("no token was signed with the new key within " + PATIENCE);
			}
		}
		log.info("Cross-instance delay: the rotating instance signed with the new key after {} ms",
				(System.nanoTime() - rotatedAt) / 1_000_000.0);
		rotateBack();
	}

	private void rotateBack() {
		assertThat(http.postJson("/admin/v1/signing-keys/rotation", platform.adminToken(),
				Map.of("algorithm", "RS256")).status()).isEqualTo(201);
	}

	private boolean introspect(Http at, Platform.Client client, String token) {
		Http.Response response = at.postForm("/connect/introspect", client.clientId(), client.clientSecret(),
				Http.form("token", token));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("active").asBoolean();
	}

	private static String tokenFrom(Http at, Platform.Client client) {
		Http.Response response = token(at, client);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("access_token").asString();
	}

	private static Http.Response token(Http at, Platform.Client client) {
		return at.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read"));
	}

	/** A client record created through the second instance, which accepts its event; its id. */
	private String createClientRecord(String writer) {
		Http.Response created = b.postJson("/api/v3/clients", writer, Map.of("clientKey", Platform.unique("record"),
				"clientType", "Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.json().get("id").asString();
	}

	private static List<String> publishedKids(Http at) {
		return at.get("/.well-known/openid-configuration/jwks")
			.json()
			.get("keys")
			.valueStream()
			.map(key -> key.get("kid").asString())
			.toList();
	}

	private static String kid(String token) {
		String header = new String(Base64.getUrlDecoder().decode(token.substring(0, token.indexOf('.'))),
				StandardCharsets.UTF_8);
		return JsonMapper.builder().build().readTree(header).get("kid").asString();
	}

	/** Waits until the condition holds on the other instance, and logs how long after the change that was. */
	private static void awaitAndLog(String what, long changedAt, BooleanSupplier condition) {
		long deadline = changedAt + PATIENCE.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				fail("not within " + PATIENCE + ": " + what);
			}
			Thread.onSpinWait();
		}
		log.info("Cross-instance delay: {} after {} ms", what, (System.nanoTime() - changedAt) / 1_000_000.0);
	}
}
