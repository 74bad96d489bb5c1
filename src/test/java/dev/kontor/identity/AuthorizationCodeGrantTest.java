package dev.kontor.identity;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/** The authorization code grant with PKCE: the authorize request's checks and the code exchange. */
class AuthorizationCodeGrantTest extends HttpTest {

	private static final String REDIRECT_URI = "https://app.example.com/callback";

	private static final String SCOPE = "openid profile email clients.read";

	@Autowired
	JdbcClient jdbc;

	private Platform.Client client;

	private Platform.User user;

	@BeforeEach
	void registerClientAndUser() {
		UUID tenantId = platform.newTenant();
		client = platform.newWebClient(tenantId, REDIRECT_URI, "openid", "profile", "email", "clients.read",
				"offline_access");
		user = platform.newUser(tenantId);
	}

	@Test
	void exchangesCodeForAccessRefreshAndIdToken() {
		Pkce pkce = Pkce.generate();
		Map<String, String> callback = SignIn.newBrowser(BASE_URL)
			.authorize(client, user, REDIRECT_URI, SCOPE, "state-123", pkce);
		assertThat(callback).containsEntry("state", "state-123").containsKey("code");

		Http.Response response = exchange(callback.get("code"), pkce.verifier());

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode body = response.json();
		assertThat(body.get("refresh_token").asString()).isNotBlank();
		assertThat(body.get("id_token").asString()).isNotBlank();
		JsonNode claims = ClientCredentialsGrantTest.jwtPart(body.get("access_token").asString(), 1);
		assertThat(claims.get("sub").asString()).isEqualTo(user.id().toString());
		assertThat(claims.get("tenant_id").asString()).isEqualTo(user.tenantId().toString());
		assertThat(claims.get("client_id").asString()).isEqualTo(client.clientId());
	}

	@Test
	void refusesReusedCode() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");
		Http.Response first = exchange(code, pkce.verifier());
		assertThat(first.status()).isEqualTo(200);
		String accessToken = first.json().get("access_token").asString();
		assertThat(http.get("/connect/userinfo", accessToken).status()).isEqualTo(200);

		Http.Response second = exchange(code, pkce.verifier());

		assertThat(second.status()).isEqualTo(400);
		assertThat(second.json().get("error").asString()).isEqualTo("invalid_grant");
		// Reusing a code revokes what was issued for it (RFC 6749 section 4.1.2).
		assertThat(http.get("/connect/userinfo", accessToken).status()).isEqualTo(401);
	}

	@Test
	void refusesExpiredCode() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");
		Instant tenMinutesAgo = Instant.now().minus(Duration.ofMinutes(10));
		jdbc.sql("UPDATE oauth2_authorization SET authorization_code_issued_at = :issuedAt, "
				+ "authorization_code_expires_at = :expiresAt WHERE registered_client_id = :clientId")
			.param("issuedAt", Timestamp.from(tenMinutesAgo))
			.param("expiresAt", Timestamp.from(tenMinutesAgo.plus(Duration.ofMinutes(2))))
			.param("clientId", client.clientId())
			.update();

		Http.Response response = exchange(code, pkce.verifier());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	@Test
	void refusesWrongVerifier() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");

		Http.Response response = exchange(code, Pkce.generate().verifier());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	@ParameterizedTest(name = "verifier of {0} characters")
	@ValueSource(ints = { 0, 42, 129 })
	void refusesVerifierOfInvalidLengthEvenWhenItMatchesTheChallenge(int length) {
		Pkce pkce = Pkce.of("a".repeat(length));
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");

		Http.Response response = exchange(code, pkce.verifier());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isIn("invalid_request", "invalid_grant");
		assertThat(response.body()).doesNotContain("access_token");
	}

	@ParameterizedTest(name = "verifier of {0} characters")
	@ValueSource(ints = { 43, 128 })
	void acceptsVerifiersAtTheLengthLimits(int length) {
		Pkce pkce = Pkce.of("b".repeat(length));
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");

		assertThat(exchange(code, pkce.verifier()).status()).isEqualTo(200);
	}

	@Test
	void refusesMissingVerifier() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");

		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isIn("invalid_request", "invalid_grant");
	}

	@Test
	void refusesTokenRequestWithRedirectUriOtherThanTheAuthorizeRequest() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");

		Http.Response response = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI + "/",
						"code_verifier", pkce.verifier()));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	@Test
	void refusesCodeExchangeByAnotherClient() {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL).authorize(client, user, REDIRECT_URI, SCOPE, "s", pkce).get("code");
		Platform.Client other = platform.newWebClient(client.tenantId(), REDIRECT_URI, "openid");

		Http.Response response = http.postForm("/connect/token", other.clientId(), other.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI,
						"code_verifier", pkce.verifier()));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	@ParameterizedTest(name = "redirect_uri {0}")
	@ValueSource(strings = { "https://app.example.com/callback/", "https://app.example.com/Callback",
			"https://APP.example.com/callback", "https://evil.example.com/callback" })
	void neverRedirectsToAnUnregisteredUri(String redirectUri) {
		Http.Response response = http.getHtml(SignIn.authorizeUrl(client.clientId(), redirectUri, SCOPE, "s",
				Pkce.generate().challenge(), "S256"));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.header("Location")).isNull();
		assertThat(response.body()).contains("redirect_uri");
	}

	@Test
	void refusesUnknownClientWithoutRedirect() {
		Http.Response response = http.getHtml(SignIn.authorizeUrl("no-such-client", REDIRECT_URI, SCOPE, "s",
				Pkce.generate().challenge(), "S256"));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.header("Location")).isNull();
	}

	@Test
	void redirectsWithInvalidRequestWhenChallengeIsMissing() {
		Http.Response response = http
			.getHtml(SignIn.authorizeUrl(client.clientId(), REDIRECT_URI, SCOPE, "state-9", null, null));

		assertRedirectedWithError(response, "invalid_request", "state-9");
	}

	@Test
	void redirectsWithInvalidRequestForPlainChallengeMethod() {
		Http.Response response = http.getHtml(SignIn.authorizeUrl(client.clientId(), REDIRECT_URI, SCOPE, "state-8",
				Pkce.generate().verifier(), "plain"));

		assertRedirectedWithError(response, "invalid_request", "state-8");
	}

	/** An S256 challenge is BASE64URL(SHA-256(verifier)) without padding: 43 characters of [A-Za-z0-9_-]. */
	@ParameterizedTest(name = "challenge {0}")
	@ValueSource(strings = { "short", "012345678901234567890123456789012345678901",
			"01234567890123456789012345678901234567890123", "0123456789012345678901234567890123456789012=",
			"0123456789012345678901234567890123456789+/A", "0123456789012345678901234567890123456789.~A",
			"01234567890123456789012345678901234567890123456789012345678901234567890123456789" })
	void redirectsWithInvalidRequestForAChallengeNotOfTheS256Shape(String challenge) {
		Http.Response response = http.getHtml(SignIn.authorizeUrl(client.clientId(), REDIRECT_URI, SCOPE, "state-6",
				challenge, "S256"));

		assertRedirectedWithError(response, "invalid_request", "state-6");
		assertThat(SignIn.query(response.header("Location")).get("error_description")).contains("code_challenge");
	}

	@Test
	void redirectsWithInvalidScopeForScopeNotAllowed() {
		Http.Response response = http.getHtml(SignIn.authorizeUrl(client.clientId(), REDIRECT_URI,
				"openid platform.admin", "state-7", Pkce.generate().challenge(), "S256"));

		assertRedirectedWithError(response, "invalid_scope", "state-7");
	}

	@Test
	void userOfAnotherTenantObtainsNoTokens() {
		Platform.User stranger = platform.newUser(platform.newTenant());
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(BASE_URL)
			.authorize(client, stranger, REDIRECT_URI, SCOPE, "s", pkce)
			.get("code");

		Http.Response response = exchange(code, pkce.verifier());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	private void assertRedirectedWithError(Http.Response response, String error, String state) {
		assertThat(response.status()).as(response.toString()).isEqualTo(302);
		String location = response.header("Location");
		assertThat(location).startsWith(REDIRECT_URI + "?");
		assertThat(SignIn.query(location)).containsEntry("error", error).containsEntry("state", state);
	}

	private Http.Response exchange(String code, String verifier) {
		return http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI,
						"code_verifier", verifier));
	}
}
