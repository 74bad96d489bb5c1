package dev.kontor.identity;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.Pkce;
import dev.kontor.testing.Platform;
import dev.kontor.testing.RoundRobinBalancer;
import dev.kontor.testing.SignIn;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Browser sessions live in the database: a browser behind a round-robin balancer over two instances on one database,
 * whose every request opens a new connection and so lands on the other instance than the one before, signs in (the
 * form and its CSRF token from one instance, posted to the other), consents, and gets its code and token; and signs
 * in to the console and uses it on both.
 */
class SessionsAcrossInstancesTest extends HttpTest {

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	private static final int OTHER_PORT = FreePorts.pick();

	private static ConfigurableApplicationContext other;

	private static RoundRobinBalancer balancer;

	@Autowired
	Environment environment;

	@BeforeEach
	void startOtherInstance() {
		if (other == null) {
			other = InstanceInThisJvm.start(environment, BASE_URL, OTHER_PORT);
			balancer = new RoundRobinBalancer(List.of(PORT, OTHER_PORT));
		}
	}

	@AfterAll
	static void stopOtherInstance() throws IOException {
		if (other != null) {
			balancer.close();
			other.close();
			other = null;
		}
	}

	@Test
	void authorizationCodeFlowWithEachStepOnTheOtherInstance() {
		Platform.Client client = platform.newWebClient(platform.newTenant(), Platform.USER_REDIRECT_URI, "openid",
				"clients.read");
		Platform.User user = platform.newUser(client.tenantId());
		Browser browser = new Browser(balancer.baseUrl());
		Pkce pkce = Pkce.generate();
		int[] before = { balancer.connectionsTo(0), balancer.connectionsTo(1) };

		Http.Response toSignIn = browser.get(SignIn.authorizeUrl(client.clientId(), Platform.USER_REDIRECT_URI,
				"openid clients.read", "s", pkce.challenge(), "S256"));
		assertThat(toSignIn.status()).as(toSignIn.toString()).isEqualTo(302);
		Http.Response form = browser.get("/account/login");
		assertThat(form.status()).isEqualTo(200);
		Http.Response signedIn = browser.post("/account/login", Http.formBody(
				Http.form("username", user.username(), "password", user.password(), "_csrf", csrf(form))));
		assertThat(signedIn.status()).as("the CSRF token of the other instance's form is good: " + signedIn)
			.isEqualTo(302);
		Http.Response resumed = browser.get(signedIn.header("Location"));
		assertThat(resumed.status()).as(resumed.toString()).isEqualTo(302);
		String consentLocation = resumed.header("Location");
		assertThat(consentLocation).as("the signed-in user and the saved request are known here")
			.contains("/account/consent");
		Http.Response consentPage = browser.get(consentLocation);
		assertThat(consentPage.status()).as(consentPage.toString()).isEqualTo(200);
		Map<String, String> consentQuery = SignIn.query(consentLocation);
		Http.Response consented = browser.post("/connect/authorize",
				Http.formBody(Http.form("client_id", consentQuery.get("client_id"), "state", consentQuery.get("state"),
						"_csrf", csrf(consentPage))) + "&scope=" + URLEncoder.encode("clients.read", StandardCharsets.UTF_8));
		assertThat(consented.status()).as(consented.toString()).isEqualTo(302);
		Map<String, String> callback = SignIn.query(consented.header("Location"));
		assertThat(callback).containsEntry("state", "s").containsKey("code");
		assertThat(balancer.connectionsTo(0) - before[0]).as("requests on this instance").isGreaterThanOrEqualTo(3);
		assertThat(balancer.connectionsTo(1) - before[1]).as("requests on the other").isGreaterThanOrEqualTo(3);

		Http.Response token = new Http(balancer.baseUrl()).postForm("/connect/token", client.clientId(),
				client.clientSecret(), Http.form("grant_type", "authorization_code", "code", callback.get("code"),
						"redirect_uri", Platform.USER_REDIRECT_URI, "code_verifier", pkce.verifier()));
		assertThat(token.status()).as(token.toString()).isEqualTo(200);
		assertThat(token.json().get("scope").asString()).contains("clients.read");
	}

	@Test
	void consoleSignInWithEachStepOnTheOtherInstance() {
		Platform.User operator = platform.newUser(platform.operatorTenantId(), "operator");
		Browser browser = new Browser(balancer.baseUrl());
		Http.Response response = browser.get("/console");
		for (int hop = 0; hop < 15 && response.status() == 302; hop++) {
			String location = response.header("Location");
			if (URI.create(location).getPath().equals("/account/login")) {
				Http.Response page = browser.get(location);
				response = browser.post("/account/login", Http.formBody(Http.form("username", operator.username(),
						"password", operator.password(), "_csrf", csrf(page))));
			}
			else {
				response = browser.get(location);
			}
		}
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		for (int i = 0; i < 2; i++) {
			Http.Response dashboard = browser.get("/console/dashboard");
			assertThat(dashboard.status()).as(dashboard.toString()).isEqualTo(200);
			assertThat(dashboard.body()).contains("<h1>Dashboard</h1>");
		}
	}

	private static String csrf(Http.Response page) {
		Matcher matcher = CSRF.matcher(page.body());
		assertThat(matcher.find()).as("CSRF field in " + page).isTrue();
		return matcher.group(1);
	}

	/**
	 * A browser with its cookies that opens a new connection for each request, to the balancer's address whatever
	 * address a redirect names (the instances' issuer is the first instance's).
	 */
	private record Browser(String baseUrl, CookieManager cookies) {

		Browser(String baseUrl) {
			this(baseUrl, new CookieManager());
		}

		Http.Response get(String pathOrLocation) {
			return send(HttpRequest.newBuilder(at(pathOrLocation)).GET());
		}

		Http.Response post(String path, String formBody) {
			return send(HttpRequest.newBuilder(at(path))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(formBody)));
		}

		private URI at(String pathOrLocation) {
			URI given = URI.create(pathOrLocation);
			String path = given.getRawQuery() == null ? given.getRawPath()
					: given.getRawPath() + "?" + given.getRawQuery();
			return URI.create(baseUrl + path);
		}

		private Http.Response send(HttpRequest.Builder request) {
			try (HttpClient client = HttpClient.newBuilder()
				.followRedirects(HttpClient.Redirect.NEVER)
				.cookieHandler(cookies)
				.connectTimeout(Duration.ofSeconds(5))
				.build()) {
				HttpResponse<String> response = client.send(request.header("Accept", "text/html").build(),
						HttpResponse.BodyHandlers.ofString());
				return new Http.Response(response.statusCode(), response.headers().map(), response.body());
			}
			catch (IOException ex) {
				throw new IllegalStateException(ex);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException(ex);
			}
		}
	}
}
