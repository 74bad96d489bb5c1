package dev.kontor.identity;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.Map;
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
import dev.kontor.testing.RawHttp;

import static org.assertj.core.api.Assertions.assertThat;

/** The resource-server side every API shares: bearer token validation, scopes, tenant, 401 and 403 bodies. */
class BearerTokenTest extends HttpTest {

	private static final String INVALID_TOKEN_CHALLENGE = "Bearer error=\"invalid_token\", "
			+ "error_description=\"The access token is invalid or expired\", "
			+ "error_uri=\"https://tools.ietf.org/html/rfc6750#section-3.1\", "
			+ "resource_metadata=\"" + BASE_URL + "/.well-known/oauth-protected-resource\"";

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

	/**
	 * Whatever is wrong with a token, the challenge and the body say the same few words: the JOSE library's reasons
	 * (how the token failed to parse, which check of the signature or claims refused it) stay in the log.
	 */
	@Test
	void anInvalidTokenIsAnsweredWithAFixedDescription() throws Exception {
		String valid = platform.clientCredentialsToken(client, "clients.read");
		String[] parts = valid.split("\\.");
		RSAKey stranger = new RSAKeyGenerator(2048).keyID(((RSAKey) keyRing.activeKey()).getKeyID()).generate();
		Map<String, String> tokens = Map.of("not a JWT", "not-a-jwt", "header not JSON", "bm90LWpzb24.e30.c2ln",
				"signature of another token", parts[0] + "." + parts[1] + "." + sign(stranger, claims().build(),
						"at+jwt").split("\\.")[2],
				"signed with an unknown key", sign(stranger, claims().build(), "at+jwt"),
				"expired", sign((RSAKey) keyRing.activeKey(), claims().issueTime(Date.from(Instant.now()
					.minusSeconds(1000))).expirationTime(Date.from(Instant.now().minusSeconds(120))).build(), "at+jwt"),
				"an ID token", sign((RSAKey) keyRing.activeKey(), claims().build(), "JWT"));

		tokens.forEach((problem, token) -> {
			Http.Response api = http.get(probe(tenantId), token);
			assertThat(api.status()).as(problem).isEqualTo(401);
			assertThat(api.header("WWW-Authenticate")).as(problem).isEqualTo(INVALID_TOKEN_CHALLENGE);
			assertThat(api.json().get("detail").asString()).as(problem)
				.isEqualTo("A valid bearer access token is required");
			Http.Response userInfo = http.get("/connect/userinfo", token);
			assertThat(userInfo.status()).as(problem).isEqualTo(401);
			assertThat(userInfo.header("WWW-Authenticate")).as(problem).isEqualTo(INVALID_TOKEN_CHALLENGE);
		});
	}

	@Test
	void theChallengeNamesTheResourceMetadataAtTheIssuerWhateverHostTheRequestNames() {
		Http.Response response = RawHttp.get(PORT, probe(tenantId), "evil.example", "Authorization",
				"Bearer not-a-jwt");

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).isEqualTo(INVALID_TOKEN_CHALLENGE);
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
