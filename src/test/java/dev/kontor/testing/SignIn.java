package dev.kontor.testing;

import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.web.util.UriComponentsBuilder;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The authorization code flow driven over plain HTTP (sign-in form, consent form), for tests that need a real code
 * but look at what happens after the browser's part. The browser itself is exercised in the Selenium tests.
 */
public final class SignIn {

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	private final Http browser;

	private SignIn(String baseUrl) {
		this.browser = new Http(baseUrl);
	}

	public static SignIn newBrowser(String baseUrl) {
		return new SignIn(baseUrl);
	}

	/** The browser itself, with the session cookie of its sign-in. */
	public Http browser() {
		return browser;
	}

	/** Signs in and consents to every requested scope; answers the query of the final redirect. */
	public Map<String, String> authorize(Platform.Client client, Platform.User user, String redirectUri,
			String scope, String state, Pkce pkce) {
		String authorize = authorizeUrl(client.clientId(), redirectUri, scope, state, pkce.challenge(), "S256");
		Http.Response first = browser.getHtml(authorize);
		assertThat(first.status()).as(first.toString()).isEqualTo(302);
		Http.Response loginPage = browser.getHtml("/account/login");
		Http.Response signedIn = browser.postForm("/account/login",
				Http.form("username", user.username(), "password", user.password(), "_csrf", csrf(loginPage)));
		assertThat(signedIn.status()).as(signedIn.toString()).isEqualTo(302);
		Http.Response resumed = browser.getHtml(signedIn.header("Location"));
		assertThat(resumed.status()).as(resumed.toString()).isEqualTo(302);
		String location = resumed.header("Location");
		if (location.contains("/account/consent")) {
			location = consent(location);
		}
		return query(location);
	}

	private String consent(String consentLocation) {
		Map<String, String> params = query(consentLocation);
		Http.Response page = browser.getHtml(consentLocation);
		assertThat(page.status()).as(page.toString()).isEqualTo(200);
		StringBuilder form = new StringBuilder(Http.formBody(Http.form("client_id", params.get("client_id"), "state",
				params.get("state"), "_csrf", csrf(page))));
		for (String scope : params.get("scope").split(" ")) {
			if (!"openid".equals(scope)) {
				form.append("&scope=").append(URLEncoder.encode(scope, StandardCharsets.UTF_8));
			}
		}
		Http.Response answer = browser.send(browser.request("/connect/authorize")
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form.toString())));
		assertThat(answer.status()).as(answer.toString()).isEqualTo(302);
		return answer.header("Location");
	}

	public static String authorizeUrl(String clientId, String redirectUri, String scope, String state,
			String challenge, String method) {
		UriComponentsBuilder url = UriComponentsBuilder.fromPath("/connect/authorize")
			.queryParam("response_type", "code")
			.queryParam("client_id", clientId)
			.queryParam("redirect_uri", redirectUri)
			.queryParam("scope", scope)
			.queryParam("state", state);
		if (challenge != null) {
			url.queryParam("code_challenge", challenge);
		}
		if (method != null) {
			url.queryParam("code_challenge_method", method);
		}
		return url.encode().build().toUriString();
	}

	public static Map<String, String> query(String location) {
		Map<String, String> query = new LinkedHashMap<>();
		UriComponentsBuilder.fromUri(URI.create(location))
			.build()
			.getQueryParams()
			.forEach((name, values) -> query.put(name,
					URLDecoder.decode(values.getFirst(), StandardCharsets.UTF_8)));
		return query;
	}

	private static String csrf(Http.Response page) {
		Matcher matcher = CSRF.matcher(page.body());
		assertThat(matcher.find()).as("CSRF field in " + page.body()).isTrue();
		return matcher.group(1);
	}
}
