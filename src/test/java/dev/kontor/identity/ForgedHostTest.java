package dev.kontor.identity;

import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.RawHttp;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every absolute URL the browser is sent to is built from the configured issuer, never from the request's
 * {@code Host} header: a request naming another host (sent by a client, or passed on by a proxy) must not turn the
 * platform's redirects into redirects to that host.
 */
class ForgedHostTest extends HttpTest {

	private static final String FORGED_HOST = "evil.example";

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	private static final Pattern SESSION = Pattern.compile("JSESSIONID=([^;]+)");

	private String authorize;

	private Platform.User user;

	@BeforeEach
	void webClientAndUser() {
		UUID tenantId = platform.newTenant();
		Platform.Client client = platform.newWebClient(tenantId, Platform.USER_REDIRECT_URI, "openid",
				"clients.read");
		user = platform.newUser(tenantId);
		authorize = SignIn.authorizeUrl(client.clientId(), Platform.USER_REDIRECT_URI, "openid clients.read", "s",
				Pkce.generate().challenge(), "S256");
	}

	@Test
	void theAuthorizationEndpointSendsToTheSignInPageOfTheIssuer() {
		Http.Response response = RawHttp.get(PORT, authorize, FORGED_HOST, "Accept", "text/html");

		assertThat(response.status()).isEqualTo(302);
		assertThat(response.header("Location")).isEqualTo(BASE_URL + "/account/login");
	}

	@Test
	void theConsoleSendsToItsSignInAtTheIssuer() {
		Http.Response response = RawHttp.get(PORT, "/console", FORGED_HOST, "Accept", "text/html");

		assertThat(response.status()).isEqualTo(302);
		assertThat(response.header("Location")).isEqualTo(BASE_URL + "/console/oauth2/authorization/kontor");
	}

	@Test
	void signingInResumesTheAuthorizationRequestAndAsksConsentAtTheIssuer() {
		String session = sessionOf(RawHttp.get(PORT, authorize, FORGED_HOST, "Accept", "text/html"));

		Http.Response signedIn = signIn(session, user.password());
		assertThat(signedIn.status()).isEqualTo(302);
		assertThat(signedIn.header("Location")).startsWith(BASE_URL + "/connect/authorize?");

		Http.Response resumed = RawHttp.get(PORT, authorize, FORGED_HOST, "Accept", "text/html", "Cookie",
				"JSESSIONID=" + sessionOf(signedIn, session));
		assertThat(resumed.status()).isEqualTo(302);
		assertThat(resumed.header("Location")).startsWith(BASE_URL + "/account/consent?");
	}

	/** A redirect the platform writes as a path stays a path: the browser resolves it against the page it is on. */
	@Test
	void aFailedSignInReturnsToTheSignInPageByItsPath() {
		String session = sessionOf(RawHttp.get(PORT, authorize, FORGED_HOST, "Accept", "text/html"));

		Http.Response failed = signIn(session, "wrong password");

		assertThat(failed.status()).isEqualTo(302);
		assertThat(failed.header("Location")).isEqualTo("/account/login?error");
	}

	private Http.Response signIn(String session, String password) {
		String cookie = "JSESSIONID=" + session;
		Http.Response page = RawHttp.get(PORT, "/account/login", FORGED_HOST, "Accept", "text/html", "Cookie", cookie);
		Matcher csrf = CSRF.matcher(page.body());
		assertThat(csrf.find()).as(page.toString()).isTrue();
		return RawHttp.postForm(PORT, "/account/login", FORGED_HOST,
				Http.form("username", user.username(), "password", password, "_csrf", csrf.group(1)), "Cookie",
				cookie);
	}

	private static String sessionOf(Http.Response response) {
		return sessionOf(response, null);
	}

	/** The session cookie the response sets, or {@code current} when it sets none. */
	private static String sessionOf(Http.Response response, String current) {
		List<String> cookies = response.headers()
			.entrySet()
			.stream()
			.filter(header -> header.getKey().equalsIgnoreCase("Set-Cookie"))
			.flatMap(header -> header.getValue().stream())
			.toList();
		for (String cookie : cookies) {
			Matcher session = SESSION.matcher(cookie);
			if (session.find()) {
				return session.group(1);
			}
		}
		assertThat(current).as("a session cookie in " + cookies).isNotNull();
		return current;
	}
}
