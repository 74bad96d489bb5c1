package dev.kontor.identity.server;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.Sha256;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/** The authorization store holds digests of codes and tokens, and everything still works with them. */
class StoredTokenDigestsTest extends HttpTest {

	private static final String REDIRECT_URI = "https://app.example.com/callback";

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ClearAuthorizationTokens clearTokens;

	private Platform.Client client;

	private String code;

	private JsonNode tokens;

	@BeforeEach
	void signIn() {
		UUID tenantId = platform.newTenant();
		client = platform.newWebClient(tenantId, REDIRECT_URI, "openid", "profile", "clients.read");
		Platform.User user = platform.newUser(tenantId);
		Pkce pkce = Pkce.generate();
		code = SignIn.newBrowser(BASE_URL)
			.authorize(client, user, REDIRECT_URI, "openid profile clients.read", "s", pkce)
			.get("code");
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI,
						"code_verifier", pkce.verifier()));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		tokens = response.json();
	}

	@Test
	void storesOnlyDigestsOfTheCodeAndTheTokens() {
		Map<String, Object> row = storedRow();

		assertThat(row.get("authorization_code_value")).isEqualTo(digest(code));
		assertThat(row.get("access_token_value")).isEqualTo(digest(tokens.get("access_token").asString()));
		assertThat(row.get("oidc_id_token_value")).isEqualTo(digest(tokens.get("id_token").asString()));
		assertThat(row.get("refresh_token_value")).isEqualTo(digest(refreshToken()));
	}

	@Test
	void theTokensFoundByTheirDigestsRefreshIntrospectAndRevoke() {
		Http.Response introspected = http.postForm("/connect/introspect", client.clientId(), client.clientSecret(),
				Http.form("token", refreshToken()));
		assertThat(introspected.json().get("active").asBoolean()).isTrue();
		assertThat(http.get("/connect/userinfo", tokens.get("access_token").asString()).status()).isEqualTo(200);

		Http.Response refreshed = refresh(refreshToken());
		assertThat(refreshed.status()).as(refreshed.toString()).isEqualTo(200);
		String next = refreshed.json().get("refresh_token").asString();
		assertThat(storedRow().get("refresh_token_value")).isEqualTo(digest(next));
		assertThat(refresh(refreshToken()).status()).as("the rotated refresh token presented again").isEqualTo(400);

		assertThat(http.postForm("/connect/revocation", client.clientId(), client.clientSecret(),
				Http.form("token", next)).status()).isEqualTo(200);
		assertThat(refresh(next).status()).isEqualTo(400);
	}

	@Test
	void tokensStoredInClearBeforeAreDigestedAtStartAndKeepWorking() {
		jdbc.sql("UPDATE oauth2_authorization SET refresh_token_value = :clear WHERE refresh_token_value = :digest")
			.param("clear", refreshToken())
			.param("digest", digest(refreshToken()))
			.update();

		assertThat(clearTokens.sealClearSecrets()).isGreaterThanOrEqualTo(1);

		assertThat(storedRow().get("refresh_token_value")).isEqualTo(digest(refreshToken()));
		assertThat(refresh(refreshToken()).status()).isEqualTo(200);
	}

	private Map<String, Object> storedRow() {
		return jdbc.sql("SELECT authorization_code_value, access_token_value, oidc_id_token_value, refresh_token_value "
				+ "FROM oauth2_authorization WHERE registered_client_id = :clientId")
			.param("clientId", client.clientId())
			.query()
			.singleRow();
	}

	private Http.Response refresh(String refreshToken) {
		return http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "refresh_token", "refresh_token", refreshToken));
	}

	private String refreshToken() {
		return tokens.get("refresh_token").asString();
	}

	private static String digest(String value) {
		return "sha256:" + Sha256.hex(value);
	}
}
