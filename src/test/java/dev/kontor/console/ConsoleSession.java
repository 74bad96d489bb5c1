package dev.kontor.console;

import java.net.URI;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** A console session over plain HTTP (no browser): the sign-in flow followed redirect by redirect. */
final class ConsoleSession {

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	final Http http;

	private ConsoleSession(Http http) {
		this.http = http;
	}

	/** Signs in and answers the session with the last page of the flow. */
	static ConsoleSession signIn(String baseUrl, Platform.User user) {
		ConsoleSession session = new ConsoleSession(new Http(baseUrl));
		Http.Response response = session.http.getHtml("/console");
		for (int hop = 0; hop < 15 && response.status() == 302; hop++) {
			String location = response.header("Location");
			if (location.endsWith("/account/login")) {
				Http.Response page = session.http.getHtml("/account/login");
				response = session.http.postForm("/account/login", Http.form("username", user.username(), "password",
						user.password(), "_csrf", csrf(page)));
			}
			else {
				response = session.http.getHtml(location);
			}
		}
		session.last = response;
		return session;
	}

	Http.Response last;

	Http.Response get(String path) {
		return follow(http.getHtml(path));
	}

	/** Posts the form with the CSRF token of the page at {@code pagePath}. */
	Http.Response post(String pagePath, String action, Map<String, String> form) {
		Map<String, String> withToken = new java.util.LinkedHashMap<>(form);
		withToken.put("_csrf", csrf(http.getHtml(pagePath)));
		return http.postForm(action, withToken);
	}

	Http.Response follow(Http.Response response) {
		Http.Response current = response;
		for (int hop = 0; hop < 5 && current.status() == 302
				&& URI.create(current.header("Location")).getPath().startsWith("/console/") && !current
					.header("Location")
					.contains("/oauth2/authorization"); hop++) {
			current = http.getHtml(current.header("Location"));
		}
		return current;
	}

	static String csrf(Http.Response page) {
		Matcher matcher = CSRF.matcher(page.body());
		assertThat(matcher.find()).as("CSRF field in " + page).isTrue();
		return matcher.group(1);
	}
}
