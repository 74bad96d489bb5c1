package dev.kontor.identity;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.web.util.UriComponentsBuilder;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Post-logout redirect URIs: registered with the client, shown on read, and used by {@code /connect/endsession}
 * (OpenID Connect RP-initiated logout) only when registered.
 */
class EndSessionTest extends HttpTest {

	private static final String REDIRECT_URI = "https://app.example.com/callback";

	private static final String SIGNED_OUT = "https://app.example.com/signed-out";

	private UUID tenantId;

	@BeforeEach
	void newTenant() {
		tenantId = platform.newTenant();
	}

	@Test
	void registersPostLogoutRedirectUrisAndShowsThemOnRead() {
		Http.Response created = register("web", List.of(SIGNED_OUT, "http://localhost:3000/signed-out"));

		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		assertThat(created.json().get("postLogoutRedirectUris").valueStream().map(JsonNode::asString))
			.containsExactly(SIGNED_OUT, "http://localhost:3000/signed-out");
		JsonNode read = http.get("/admin/v1/oauth-clients/" + created.json().get("clientId").asString(),
				platform.adminToken())
			.json();
		assertThat(read.get("postLogoutRedirectUris").valueStream().map(JsonNode::asString))
			.containsExactly(SIGNED_OUT, "http://localhost:3000/signed-out");
	}

	@Test
	void aClientRegisteredWithoutThemHasNone() {
		Http.Response created = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				Map.of("tenantId", tenantId, "applicationName", "No logout page", "applicationType", "web",
						"grantTypes", List.of("authorization_code"), "scopes", List.of("openid"), "redirectUris",
						List.of(REDIRECT_URI)));

		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		assertThat(created.json().get("postLogoutRedirectUris").isEmpty()).isTrue();
	}

	static Stream<Arguments> invalidPostLogoutRedirectUris() {
		return Stream.of(Arguments.of("web", List.of("http://app.example.com/signed-out")),
				Arguments.of("web", List.of("/signed-out")), Arguments.of("web", List.of(SIGNED_OUT + "#top")),
				Arguments.of("web", List.of("com.example.app:/signed-out")),
				Arguments.of("mobile", List.of("exampleapp:/signed-out")), Arguments.of("web", List.of(" ")),
				Arguments.of("web", List.of("https://app.example.com/" + "x".repeat(2000 - 23))),
				Arguments.of("web", twentyOne()));
	}

	@ParameterizedTest(name = "{0}: {1}")
	@MethodSource("invalidPostLogoutRedirectUris")
	void refusesPostLogoutRedirectUrisThatAreNotSafeOrOverTheLimits(String applicationType, List<String> uris) {
		Http.Response response = register(applicationType, uris);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").propertyNames()).anyMatch(name -> name.startsWith(
				"postLogoutRedirectUris"));
	}

	@Test
	void acceptsUpToTheLimitsAndAPrivateUseSchemeForMobileApplications() {
		List<String> twenty = twentyOne().subList(0, 20);
		assertThat(register("web", twenty).status()).isEqualTo(201);
		assertThat(register("web", List.of("https://app.example.com/" + "x".repeat(2000 - 24))).status())
			.isEqualTo(201);
		assertThat(register("mobile", List.of("com.example.app:/signed-out")).status()).isEqualTo(201);
	}

	@Test
	void refusesPostLogoutRedirectUrisForAClientWithoutAuthorizationCode() {
		Http.Response response = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				Map.of("tenantId", tenantId, "applicationName", "Back office", "applicationType", "server",
						"grantTypes", List.of("client_credentials"), "scopes", List.of("clients.read"),
						"postLogoutRedirectUris", List.of(SIGNED_OUT)));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has("postLogoutRedirectUris")).isTrue();
	}

	@Test
	void endsTheSessionAndRedirectsToTheRegisteredUriWithTheState() {
		Platform.Client client = client(register("web", List.of(SIGNED_OUT)));
		Platform.User user = platform.newUser(tenantId);
		SignIn browser = SignIn.newBrowser(BASE_URL);
		String idToken = signIn(browser, client, user);

		Http.Response answer = browser.browser().getHtml(endSession(idToken, SIGNED_OUT, "after-logout-42"));

		assertThat(answer.status()).as(answer.toString()).isEqualTo(302);
		assertThat(answer.header("Location")).isEqualTo(SIGNED_OUT + "?state=after-logout-42");
		// The browser's session is over: authorizing again asks for the sign-in.
		Http.Response again = browser.browser()
			.getHtml(SignIn.authorizeUrl(client.clientId(), REDIRECT_URI, "openid", "s",
					Pkce.generate().challenge(), "S256"));
		assertThat(again.status()).isEqualTo(302);
		assertThat(again.header("Location")).endsWith("/account/login");
	}

	@Test
	void refusesAPostLogoutRedirectUriTheClientDidNotRegister() {
		Platform.Client client = client(register("web", List.of(SIGNED_OUT)));
		Platform.User user = platform.newUser(tenantId);
		SignIn browser = SignIn.newBrowser(BASE_URL);
		String idToken = signIn(browser, client, user);

		for (String unregistered : List.of("https://evil.example.com/signed-out", SIGNED_OUT + "/",
				"https://app.example.com/callback")) {
			Http.Response answer = browser.browser().getHtml(endSession(idToken, unregistered, "s"));

			assertThat(answer.status()).as(unregistered + ": " + answer).isEqualTo(400);
			assertThat(answer.header("Location")).isNull();
		}
	}

	@Test
	void refusesTheRegisteredUriOfAnotherClient() {
		Platform.Client client = client(register("web", List.of(SIGNED_OUT)));
		register("web", List.of("https://other.example.com/signed-out"));
		Platform.User user = platform.newUser(tenantId);
		String idToken = signIn(SignIn.newBrowser(BASE_URL), client, user);

		Http.Response answer = http.getHtml(endSession(idToken, "https://other.example.com/signed-out", "s"));

		assertThat(answer.status()).as(answer.toString()).isEqualTo(400);
		assertThat(answer.header("Location")).isNull();
	}

	private Http.Response register(String applicationType, List<String> postLogoutRedirectUris) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("tenantId", tenantId);
		body.put("applicationName", Platform.unique("app"));
		body.put("applicationType", applicationType);
		body.put("grantTypes", List.of("authorization_code", "refresh_token"));
		body.put("scopes", List.of("openid", "profile"));
		body.put("redirectUris", List.of(REDIRECT_URI));
		body.put("postLogoutRedirectUris", postLogoutRedirectUris);
		return http.postJson("/admin/v1/oauth-clients", platform.adminToken(), body);
	}

	private Platform.Client client(Http.Response registered) {
		assertThat(registered.status()).as(registered.toString()).isEqualTo(201);
		return new Platform.Client(tenantId, registered.json().get("clientId").asString(),
				registered.json().get("clientSecret").asString());
	}

	/** Signs the user in through the browser; answers the ID token of the code exchange. */
	private String signIn(SignIn browser, Platform.Client client, Platform.User user) {
		Pkce pkce = Pkce.generate();
		String code = browser.authorize(client, user, REDIRECT_URI, "openid profile", "s", pkce).get("code");
		Http.Response tokens = http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT_URI,
						"code_verifier", pkce.verifier()));
		assertThat(tokens.status()).as(tokens.toString()).isEqualTo(200);
		return tokens.json().get("id_token").asString();
	}

	private static String endSession(String idToken, String postLogoutRedirectUri, String state) {
		return UriComponentsBuilder.fromPath("/connect/endsession")
			.queryParam("id_token_hint", idToken)
			.queryParam("post_logout_redirect_uri", postLogoutRedirectUri)
			.queryParam("state", state)
			.encode()
			.build()
			.toUriString();
	}

	private static List<String> twentyOne() {
		return Stream.iterate(1, i -> i + 1).limit(21).map(i -> "https://app.example.com/signed-out/" + i).toList();
	}
}
