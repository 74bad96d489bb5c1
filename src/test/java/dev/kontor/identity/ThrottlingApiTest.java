package dev.kontor.identity;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Throttling of failed client authentications and sign-ins over HTTP, with the defaults (10 free failures per client
 * id, 5 per username, lockouts from 1 minute doubling) and the test profile's address allowances (200 client
 * authentications, 40 sign-ins). Each test sends from a loopback address of its own, so that the rest of the suite
 * (from 127.0.0.1) never meets its lockouts.
 */
class ThrottlingApiTest extends HttpTest {

	private static final AtomicInteger ADDRESSES = new AtomicInteger();

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	@Autowired
	MutableClock clock;

	@Autowired
	MeterRegistry meters;

	private Http from;

	private UUID tenantId;

	@BeforeEach
	void setUp() {
		from = Http.from(newLoopbackAddress(), PORT);
		tenantId = platform.newTenant();
	}

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	@Test
	void wrongClientSecretsLockTheClientOutWithRetryAfterAndAnOAuthErrorBody() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		double refusedBefore = refused("token", "client");
		for (int failure = 1; failure <= 10; failure++) {
			Http.Response wrong = token(from, client.clientId(), "wrong-secret");
			assertThat(wrong.status()).as("failure " + failure).isEqualTo(401);
			assertThat(wrong.json().get("error").asString()).isEqualTo("invalid_client");
		}

		Http.Response refused = token(from, client.clientId(), client.clientSecret());

		assertThat(refused.status()).isEqualTo(429);
		assertThat(refused.header("Retry-After")).isEqualTo("60");
		assertThat(refused.header("Content-Type")).startsWith("application/json");
		assertThat(refused.header("Cache-Control")).isEqualTo("no-store");
		JsonNode body = refused.json();
		assertThat(body.get("error").asString()).isEqualTo("temporarily_unavailable");
		assertThat(body.get("error_description").asString())
			.isEqualTo("Too many failed client authentications; try again in 60 seconds");
		assertThat(refused("token", "client")).isEqualTo(refusedBefore + 1);
		assertThat(http.postForm("/connect/token", client.clientId(), client.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read")).status())
			.as("the client id is locked out from every address")
			.isEqualTo(429);
	}

	@Test
	void introspectionAndRevocationRefuseALockedOutClientWithTheSameBody() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		for (int failure = 0; failure < 10; failure++) {
			token(from, client.clientId(), "wrong-secret");
		}
		double introspectionsBefore = refused("introspection", "client");

		for (String endpoint : new String[] { "/connect/introspect", "/connect/revocation" }) {
			Http.Response refused = from.postForm(endpoint, client.clientId(), client.clientSecret(),
					Http.form("token", "some-token"));

			assertThat(refused.status()).as(endpoint).isEqualTo(429);
			assertThat(refused.header("Retry-After")).isEqualTo("60");
			assertThat(refused.json().get("error").asString()).isEqualTo("temporarily_unavailable");
		}
		assertThat(refused("introspection", "client")).isEqualTo(introspectionsBefore + 1);
	}

	@Test
	void theRightSecretIsRefusedWhileTheClientIsLockedOutAndAcceptedOnceTheLockoutEnds() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		for (int failure = 0; failure < 10; failure++) {
			token(from, client.clientId(), "wrong-secret");
		}
		clock.advance(Duration.ofSeconds(59));
		Http.Response stillLocked = token(from, client.clientId(), client.clientSecret());
		assertThat(stillLocked.status()).isEqualTo(429);
		assertThat(stillLocked.header("Retry-After")).isEqualTo("1");

		clock.advance(Duration.ofSeconds(1));

		assertThat(token(from, client.clientId(), client.clientSecret()).status()).isEqualTo(200);
	}

	@Test
	void anotherWrongSecretAfterTheLockoutLocksTheClientOutForTwiceAsLong() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		for (int failure = 0; failure < 10; failure++) {
			token(from, client.clientId(), "wrong-secret");
		}
		clock.advance(Duration.ofMinutes(1));

		assertThat(token(from, client.clientId(), "wrong-secret").status()).isEqualTo(401);

		assertThat(token(from, client.clientId(), client.clientSecret()).header("Retry-After")).isEqualTo("120");
	}

	/** Without {@code server.forward-headers-strategy}, a forwarded-for header names no address that is counted. */
	@Test
	void failedClientAuthenticationsFromOneAddressLockTheAddressOutForEveryClient() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		for (int failure = 1; failure <= 200; failure++) {
			Http.Response wrong = from.send(from.request("/connect/token")
				.header("Content-Type", "application/x-www-form-urlencoded")
				.header("Authorization", Http.basic("no-such-client-" + UUID.randomUUID(), "guess"))
				.header("X-Forwarded-For", "203.0.113." + failure)
				.POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials")));
			assertThat(wrong.status()).as("failure " + failure).isEqualTo(401);
		}
		double before = refused("token", "client-address");

		Http.Response refused = token(from, client.clientId(), client.clientSecret());

		assertThat(refused.status()).isEqualTo(429);
		assertThat(refused.json().get("error").asString()).isEqualTo("temporarily_unavailable");
		assertThat(refused("token", "client-address")).isEqualTo(before + 1);
		assertThat(token(http, client.clientId(), client.clientSecret()).status()).as("from another address")
			.isEqualTo(200);
	}

	@Test
	void successfulTokenRequestsInALoopAreNeverRefusedNorCounted() {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");
		for (int failure = 0; failure < 9; failure++) {
			token(from, client.clientId(), "wrong-secret");
		}

		for (int request = 1; request <= 500; request++) {
			assertThat(token(from, client.clientId(), client.clientSecret()).status()).as("request " + request)
				.isEqualTo(200);
		}

		assertThat(token(from, client.clientId(), "wrong-secret").status()).as("the tenth failure").isEqualTo(401);
		assertThat(token(from, client.clientId(), client.clientSecret()).status()).isEqualTo(429);
	}

	@Test
	void wrongPasswordsLockTheUsernameOutWithGrowingLockoutsUntilASignInSucceeds() {
		Platform.User user = platform.newUser(tenantId);
		Browser browser = new Browser(from);
		double before = refused("sign-in", "user");
		for (int failure = 1; failure <= 5; failure++) {
			assertFailed(browser.signIn(user.username(), "wrong password"));
		}

		Http.Response refused = browser.signIn(user.username(), user.password());

		assertThat(refused.status()).isEqualTo(429);
		assertThat(refused.header("Retry-After")).isEqualTo("60");
		assertThat(refused.header("Content-Type")).startsWith("text/html");
		assertThat(refused.body()).contains("id=\"login-throttled\"")
			.contains("Too many failed sign-ins. Please try again in 60 seconds.")
			.contains("name=\"username\"");
		assertThat(refused("sign-in", "user")).isEqualTo(before + 1);

		clock.advance(Duration.ofMinutes(1));
		assertFailed(browser.signIn(user.username(), "wrong again"));
		assertThat(browser.signIn(user.username(), user.password()).header("Retry-After")).isEqualTo("120");

		clock.advance(Duration.ofMinutes(2));
		assertSignedIn(browser.signIn(user.username(), user.password()));

		Browser later = new Browser(from);
		for (int failure = 1; failure <= 4; failure++) {
			assertFailed(later.signIn(user.username(), "wrong password"));
		}
		assertSignedIn(later.signIn(user.username(), user.password()));
	}

	@Test
	void failedSignInsFromOneAddressLockTheAddressOutForEveryUsername() {
		Platform.User user = platform.newUser(tenantId);
		Browser browser = new Browser(from);
		for (int failure = 1; failure <= 40; failure++) {
			assertFailed(browser.signIn("nobody-" + failure + "-" + UUID.randomUUID(), "guess"));
		}

		Http.Response refused = browser.signIn(user.username(), user.password());

		assertThat(refused.status()).isEqualTo(429);
		assertThat(refused.body()).contains("Too many failed sign-ins");
		assertSignedIn(new Browser(http).signIn(user.username(), user.password()));
	}

	@Test
	void theRefusalPageIsNotReachableDirectly() {
		assertThat(http.getHtml("/account/login/refused").status()).isEqualTo(404);
	}

	private static Http.Response token(Http client, String clientId, String clientSecret) {
		return client.postForm("/connect/token", clientId, clientSecret,
				Http.form("grant_type", "client_credentials", "scope", "clients.read"));
	}

	private double refused(String endpoint, String kind) {
		Counter counter = meters.find("kontor.throttling.refused").tags("endpoint", endpoint, "kind", kind).counter();
		return counter == null ? 0 : counter.count();
	}

	private static void assertFailed(Http.Response signIn) {
		assertThat(signIn.status()).as(signIn.toString()).isEqualTo(302);
		assertThat(signIn.header("Location")).endsWith("/account/login?error");
	}

	private static void assertSignedIn(Http.Response signIn) {
		assertThat(signIn.status()).as(signIn.toString()).isEqualTo(302);
		assertThat(signIn.header("Location")).doesNotContain("/account/login");
	}

	/** 127.0.0.2, 127.0.0.3, …: addresses of this host other than the rest of the suite's 127.0.0.1. */
	private static InetAddress newLoopbackAddress() {
		int n = ADDRESSES.incrementAndGet();
		try {
			return InetAddress.getByAddress(new byte[] { 127, 0, (byte) (n / 250), (byte) (2 + n % 250) });
		}
		catch (UnknownHostException impossible) {
			throw new IllegalStateException(impossible);
		}
	}

	/** The sign-in form as a browser posts it: with the session cookie and CSRF token of the page it showed. */
	private record Browser(Http http) {

		Http.Response signIn(String username, String password) {
			Http.Response page = http.getHtml("/account/login");
			Matcher csrf = CSRF.matcher(page.body());
			assertThat(csrf.find()).as("CSRF field in " + page.body()).isTrue();
			return http.postForm("/account/login",
					Http.form("username", username, "password", password, "_csrf", csrf.group(1)));
		}
	}

}
