package dev.kontor.identity;

import java.util.Base64;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

class ClientCredentialsGrantTest extends HttpTest {

	private UUID tenantId;

	private Platform.Client client;

	@BeforeEach
	void registerClient() {
		tenantId = platform.newTenant();
		client = platform.newServerClient(tenantId, "clients.read", "aml.read");
	}

	@Test
	void issuesJwtWithTenantClientAndScopeForBasicAuthentication() {
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read aml.read"));

		assertThat(response.status()).isEqualTo(200);
		JsonNode body = response.json();
		assertThat(body.get("token_type").asString()).isEqualTo("Bearer");
		assertThat(body.get("expires_in").asInt()).isEqualTo(900); // the token's lifetime, 15 minutes
		assertThat(body.get("scope").asString().split(" ")).containsExactlyInAnyOrder("clients.read", "aml.read");
		assertThat(body.propertyNames()).containsExactly("access_token", "scope", "token_type", "expires_in");
		assertThat(response.header("Content-Type")).isEqualTo("application/json;charset=UTF-8");
		assertThat(response.header("Cache-Control")).contains("no-store");
		JsonNode header = jwtPart(body.get("access_token").asString(), 0);
		JsonNode claims = jwtPart(body.get("access_token").asString(), 1);
		assertThat(header.get("alg").asString()).isEqualTo("RS256");
		assertThat(header.get("typ").asString()).isEqualTo("at+jwt");
		assertThat(header.get("kid").asString()).isNotBlank();
		assertThat(claims.get("tenant_id").asString()).isEqualTo(tenantId.toString());
		assertThat(claims.get("client_id").asString()).isEqualTo(client.clientId());
		assertThat(claims.get("scope").asString().split(" ")).containsExactlyInAnyOrder("clients.read", "aml.read");
		assertThat(claims.get("iss").asString()).isEqualTo(BASE_URL);
	}

	@Test
	void acceptsClientCredentialsInTheFormBody() {
		Http.Response response = http.postForm("/connect/token", Http.form("grant_type", "client_credentials",
				"client_id", client.clientId(), "client_secret", client.clientSecret(), "scope", "clients.read"));

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.json().get("scope").asString()).isEqualTo("clients.read");
	}

	@Test
	void rejectsUnknownClient() {
		Http.Response response = http.postForm("/connect/token", "no-such-client", "whatever",
				Http.form("grant_type", "client_credentials"));

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_client");
	}

	@Test
	void rejectsWrongSecret() {
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret() + "x",
				Http.form("grant_type", "client_credentials"));

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_client");
	}

	@Test
	void rejectsScopeTheClientIsNotAllowed() {
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read platform.admin"));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_scope");
	}

	@Test
	void rejectsGrantTypeTheClientIsNotAllowed() {
		Platform.Client webClient = platform.newWebClient(tenantId, "https://app.example.com/callback", "openid");

		Http.Response response = http.postForm("/connect/token", webClient.clientId(), webClient.clientSecret(),
				Http.form("grant_type", "client_credentials"));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("unauthorized_client");
	}

	@Test
	void rejectsUnsupportedGrantType() {
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "password", "username", "a", "password", "b"));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("unsupported_grant_type");
	}

	@Test
	void answersWithoutScopeWhenNoneWasGranted() {
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials"));

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.json().propertyNames()).containsExactly("access_token", "token_type", "expires_in");
	}

	@Test
	void disabledClientCannotObtainTokens() {
		assertThat(platform.clientCredentialsToken(client, "clients.read")).isNotBlank(); // the token endpoint knows the client
		Http.Response disabled = http.putJson("/admin/v1/oauth-clients/" + client.clientId() + "/enabled",
				platform.adminToken(), "{\"enabled\": false}");
		assertThat(disabled.status()).isEqualTo(200);
		assertThat(disabled.json().get("enabled").asBoolean()).isFalse();

		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials"));

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_client");
	}

	@Test
	void rotatedSecretReplacesTheOldOne() {
		assertThat(platform.clientCredentialsToken(client, "clients.read")).isNotBlank(); // the token endpoint knows the old secret
		Http.Response rotated = http.post("/admin/v1/oauth-clients/" + client.clientId() + "/secret",
				platform.adminToken());
		assertThat(rotated.status()).isEqualTo(200);
		String newSecret = rotated.json().get("clientSecret").asString();

		assertThat(http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials")).status()).isEqualTo(401);
		assertThat(http.postForm("/connect/token", client.clientId(), newSecret,
				Http.form("grant_type", "client_credentials")).status()).isEqualTo(200);
	}

	static JsonNode jwtPart(String jwt, int index) {
		String part = jwt.split("\\.")[index];
		return JsonMapper.builder().build().readTree(Base64.getUrlDecoder().decode(part));
	}
}
