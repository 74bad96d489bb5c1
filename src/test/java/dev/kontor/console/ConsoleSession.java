package dev.kontor.console;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A console session over plain HTTP, without a browser: signs in through the console's authorization code flow
 * (following the redirects as a browser would), then reads pages and posts forms with their CSRF token, and
 * answers the status of each page, which a browser test cannot see.
 */
final class ConsoleSession {

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

	private static final int MAX_REDIRECTS = 12;

	private final Http browser;

	private ConsoleSession(String baseUrl) {
		this.browser = new Http(baseUrl);
	}

	static ConsoleSession signIn(String baseUrl, Platform.User user) {
		ConsoleSession session = new ConsoleSession(baseUrl);
		Http.Response page = session.follow(session.browser.getHtml("/console"));
		assertThat(page.body()).as("the sign-in page").contains("name=\"username\"");
		Http.Response signedIn = session.browser.postForm("/account/login",
				Http.form("username", user.username(), "password", user.password(), "_csrf", csrf(page)));
		Http.Response home = session.follow(signedIn);
		assertThat(home.status()).as(home.toString()).isEqualTo(200);
		return session;
	}

	/** The page at the path, after the redirects it answers. */
	Http.Response get(String path) {
		return follow(browser.getHtml(path));
	}

	/** Posts the form fields with the CSRF token of the page the form is on; answers the page it leads to. */
	Http.Response post(String formPage, String action, Map<String, String> fields) {
		Map<String, String> form = new LinkedHashMap<>(fields);
		form.put("_csrf", csrf(get(formPage)));
		return follow(browser.postForm(action, form));
	}

	private Http.Response follow(Http.Response response) {
		Http.Response current = response;
		for (int hop = 0; hop < MAX_REDIRECTS && current.status() / 100 == 3; hop++) {
			current = browser.getHtml(current.header("Location"));
		}
		return current;
	}

	private static String csrf(Http.Response page) {
		Matcher matcher = CSRF.matcher(page.body());
		assertThat(matcher.find()).as("CSRF field in " + page.body()).isTrue();
		return matcher.group(1);
	}
}
