package dev.kontor.identity;

import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/** Refresh token rotation, reuse detection, revocation, introspection and userinfo. */
class RefreshTokenTest extends HttpTest {

	private static final String REDIRECT_URI = "https://app.example.com/callback";

	private Platform.Client client;

	private JsonNode tokens;

	@BeforeEach
	void signIn() {
		UUID tenantId = platform.newTenant();
		client = platform.newWebClient(tenantId, REDIRECT_URI, "openid", "profile", "email", "clients.read");
		Platform.User user = platform.newUser(tenantId);
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL)
			.authorize(client, user, REDIRECT_URI, "openid profile email clients.read", "s", pkce)
			.get("code");
		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI,
						"code_verifier", pkce.verifier()));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		tokens = response.json();
	}

	@Test
	void refreshRotatesTheRefreshToken() {
		Http.Response refreshed = refresh(refreshToken());

		assertThat(refreshed.status()).as(refreshed.toString()).isEqualTo(200);
		assertThat(refreshed.json().get("refresh_token").asString()).isNotEqualTo(refreshToken());
		assertThat(refreshed.json().get("access_token").asString()).isNotEqualTo(accessToken());
	}

	@Test
	void reusingARotatedRefreshTokenRevokesTheWholeFamily() {
		String first = refreshToken();
		Http.Response rotated = refresh(first);
		String second = rotated.json().get("refresh_token").asString();
		String latestAccessToken = rotated.json().get("access_token").asString();

		Http.Response reuse = refresh(first);

		assertThat(reuse.status()).isEqualTo(400);
		assertThat(reuse.json().get("error").asString()).isEqualTo("invalid_grant");
		assertThat(refresh(second).status()).as("the newest refresh token of the family").isEqualTo(400);
		assertThat(http.get("/connect/userinfo", latestAccessToken).status()).isEqualTo(401);
	}

	@Test
	void refusesRefreshTokenOfAnotherClient() {
		Platform.Client other = platform.newWebClient(client.tenantId(), REDIRECT_URI, "openid");

		Http.Response response = http.postForm("/connect/token", other.clientId(), other.clientSecret(),
				Http.form("grant_type", "refresh_token", "refresh_token", refreshToken()));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	@Test
	void revokedRefreshTokenCanNoLongerBeUsed() {
		Http.Response revoked = http.postForm("/connect/revocation", client.clientId(), client.clientSecret(),
				Http.form("token", refreshToken(), "token_type_hint", "refresh_token"));
		assertThat(revoked.status()).isEqualTo(200);

		assertThat(refresh(refreshToken()).status()).isEqualTo(400);
	}

	@Test
	void revokedAccessTokenIsRefusedByTheApis() {
		assertThat(http.get("/connect/userinfo", accessToken()).status()).isEqualTo(200);

		Http.Response revoked = http.postForm("/connect/revocation", client.clientId(), client.clientSecret(),
				Http.form("token", accessToken(), "token_type_hint", "access_token"));

		assertThat(revoked.status()).isEqualTo(200);
		Http.Response afterwards = http.get("/connect/userinfo", accessToken());
		assertThat(afterwards.status()).isEqualTo(401);
		assertThat(afterwards.header("WWW-Authenticate")).contains("invalid_token");
	}

	@Test
	void introspectionReportsActiveTokenWithItsClaims() {
		Http.Response response = http.postForm("/connect/introspect", client.clientId(), client.clientSecret(),
				Http.form("token", accessToken()));

		assertThat(response.status()).isEqualTo(200);
		JsonNode body = response.json();
		assertThat(body.get("active").asBoolean()).isTrue();
		assertThat(body.get("client_id").asString()).isEqualTo(client.clientId());
		assertThat(body.get("tenant_id").asString()).isEqualTo(client.tenantId().toString());
	}

	@Test
	void introspectionByAClientOfAnotherTenantReportsTheTokenAsInactive() {
		Platform.Client stranger = platform.newServerClient(platform.newTenant(), "clients.read");

		for (String token : List.of(accessToken(), tokens.get("refresh_token").asString())) {
			Http.Response response = http.postForm("/connect/introspect", stranger.clientId(), stranger.clientSecret(),
					Http.form("token", token));

			assertThat(response.status()).isEqualTo(200);
			assertThat(response.json().propertyNames()).containsExactly("active");
			assertThat(response.json().get("active").asBoolean()).isFalse();
		}
		Http.Response own = http.postForm("/connect/introspect", client.clientId(), client.clientSecret(),
				Http.form("token", tokens.get("refresh_token").asString()));
		assertThat(own.json().get("active").asBoolean()).as("the own tenant's refresh token").isTrue();
	}

	@Test
	void introspectionReportsGarbageAsInactive() {
		Http.Response response = http.postForm("/connect/introspect", client.clientId(), client.clientSecret(),
				Http.form("token", "not-a-token"));

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.json().get("active").asBoolean()).isFalse();
	}

	@Test
	void userinfoAnswersTheSignedInUsersClaims() {
		Http.Response response = http.get("/connect/userinfo", accessToken());

		assertThat(response.status()).isEqualTo(200);
		JsonNode claims = response.json();
		assertThat(claims.get("sub").asString())
			.isEqualTo(ClientCredentialsGrantTest.jwtPart(accessToken(), 1).get("sub").asString());
		assertThat(claims.get("email").asString()).endsWith("@example.com");
		assertThat(claims.get("name").asString()).isEqualTo("Test User");
	}

	private Http.Response refresh(String refreshToken) {
		return http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "refresh_token", "refresh_token", refreshToken));
	}

	private String refreshToken() {
		return tokens.get("refresh_token").asString();
	}

	private String accessToken() {
		return tokens.get("access_token").asString();
	}
}
