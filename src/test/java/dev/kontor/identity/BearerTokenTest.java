package dev.kontor.identity;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.UUID;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.identity.keys.KeyRing;
import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** The resource-server side every API shares: bearer token validation, scopes, tenant, 401 and 403 bodies. */
class BearerTokenTest extends HttpTest {

	@Autowired
	KeyRing keyRing;

	private UUID tenantId;

	private Platform.Client client;

	@BeforeEach
	void registerClient() {
		tenantId = platform.newTenant();
		client = platform.newServerClient(tenantId, "clients.read", "aml.read");
	}

	@Test
	void callerComesFromTheToken() {
		Http.Response response = http.get(probe(tenantId), platform.clientCredentialsToken(client, "clients.read"));

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(response.json().get("clientId").asString()).isEqualTo(client.clientId());
		assertThat(response.json().get("actorId").asString())
			.isEqualTo(Caller.actorIdOfClient(client.clientId()).toString());
	}

	@Test
	void missingTokenAnswers401WithBearerChallenge() {
		Http.Response response = http.get(probe(tenantId));

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).startsWith("Bearer");
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("status").asInt()).isEqualTo(401);
	}

	@Test
	void missingScopeAnswers403InsufficientScope() {
		Http.Response response = http.get(probe(tenantId), platform.clientCredentialsToken(client, "aml.read"));

		assertThat(response.status()).isEqualTo(403);
		assertThat(response.header("WWW-Authenticate")).contains("error=\"insufficient_scope\"");
		assertThat(response.json().get("title").asString()).isEqualTo("Forbidden");
	}

	@Test
	void tokenOfAnotherTenantAnswers403() {
		UUID otherTenant = platform.newTenant();

		Http.Response response = http.get(probe(otherTenant), platform.clientCredentialsToken(client, "clients.read"));

		assertThat(response.status()).isEqualTo(403);
		assertThat(response.json().get("detail").asString()).contains("tenant");
	}

	@Test
	void operatorMayAddressAnyTenant() {
		Platform.Client operator = platform.newServerClient(platform.operatorTenantId(), "clients.read",
				"platform.admin");

		Http.Response response = http.get(probe(platform.newTenant()),
				platform.clientCredentialsToken(operator, "clients.read platform.admin"));

		assertThat(response.status()).isEqualTo(200);
	}

	@Test
	void tamperedTokenAnswers401InvalidToken() {
		String token = platform.clientCredentialsToken(client, "aml.read");
		String[] parts = token.split("\\.");
		String forgedClaims = Base64.getUrlEncoder()
			.withoutPadding()
			.encodeToString(new String(Base64.getUrlDecoder().decode(parts[1]))
				.replace("aml.read", "clients.read")
				.getBytes());

		Http.Response response = http.get(probe(tenantId), parts[0] + "." + forgedClaims + "." + parts[2]);

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).contains("error=\"invalid_token\"");
	}

	@Test
	void expiredTokenAnswers401InvalidToken() throws Exception {
		String token = sign((RSAKey) keyRing.activeKey(), claims().expirationTime(Date.from(Instant.now().minusSeconds(120)))
			.issueTime(Date.from(Instant.now().minusSeconds(1000)))
			.build(), "at+jwt");

		Http.Response response = http.get(probe(tenantId), token);

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).contains("error=\"invalid_token\"");
	}

	@Test
	void tokenSignedWithAnUnknownKeyAnswers401() throws Exception {
		RSAKey stranger = new RSAKeyGenerator(2048).keyID(((RSAKey) keyRing.activeKey()).getKeyID()).generate();

		Http.Response response = http.get(probe(tenantId), sign(stranger, claims().build(), "at+jwt"));

		assertThat(response.status()).isEqualTo(401);
	}

	@Test
	void idTokenIsNotAcceptedAsAccessToken() throws Exception {
		String token = sign((RSAKey) keyRing.activeKey(), claims().build(), "JWT");

		Http.Response response = http.get(probe(tenantId), token);

		assertThat(response.status()).isEqualTo(401);
	}

	@Test
	void validlySignedTokenOfThisShapeIsAccepted() throws Exception {
		String token = sign((RSAKey) keyRing.activeKey(), claims().build(), "at+jwt");

		assertThat(http.get(probe(tenantId), token).status()).isEqualTo(200);
	}

	@Test
	void oversizedBodyAnswers413() {
		String token = platform.clientCredentialsToken(client, "clients.read");
		String body = "{\"text\":\"" + "x".repeat(1_100_000) + "\"}";

		Http.Response response = http.postJson("/api/test/echo", token, body);

		assertThat(response.status()).isEqualTo(413);
		assertThat(response.json().get("status").asInt()).isEqualTo(413);
	}

	@Test
	void oversizedChunkedBodyAnswers413() {
		String token = platform.clientCredentialsToken(client, "clients.read");
		byte[] body = ("{\"text\":\"" + "x".repeat(1_100_000) + "\"}").getBytes();

		Http.Response response = http.send(http.request("/api/test/echo")
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))));

		assertThat(response.status()).isEqualTo(413);
	}

	@Test
	void malformedJsonAnswers400Problem() {
		String token = platform.clientCredentialsToken(client, "clients.read");

		Http.Response response = http.postJson("/api/test/echo", token, "{\"text\": ");

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
	}

	private JWTClaimsSet.Builder claims() {
		return new JWTClaimsSet.Builder().issuer(BASE_URL)
			.subject(client.clientId())
			.jwtID(UUID.randomUUID().toString())
			.issueTime(new Date())
			.expirationTime(Date.from(Instant.now().plusSeconds(300)))
			.claim("tenant_id", tenantId.toString())
			.claim("client_id", client.clientId())
			.claim("scope", "clients.read");
	}

	private static String sign(RSAKey key, JWTClaimsSet claims, String type) throws Exception {
		SignedJWT jwt = new SignedJWT(
				new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID()).type(new JOSEObjectType(type)).build(),
				claims);
		jwt.sign(new RSASSASigner(key));
		return jwt.serialize();
	}

	private static String probe(UUID tenantId) {
		return "/api/test/tenants/" + tenantId + "/probe";
	}
}
