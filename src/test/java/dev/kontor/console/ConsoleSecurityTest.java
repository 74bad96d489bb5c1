package dev.kontor.console;

import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** The console's browser session over plain HTTP: CSRF, CSP, roles, sign-out through end-session, bearer tokens. */
class ConsoleSecurityTest extends HttpTest {

	/** A script element with whatever it holds, up to its end tag. */
	private static final Pattern SCRIPT = Pattern.compile("<script[^>]*>.*?</script>", Pattern.DOTALL);

	private static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
			+ "frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

	private Platform.User operator() {
		return platform.newUser(platform.operatorTenantId(), "operator");
	}

	@Test
	void signedInOperatorLandsOnTheDashboardUnderTheContentSecurityPolicy() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator());

		Http.Response dashboard = session.get("/console/dashboard");
		assertThat(dashboard.status()).as(dashboard.toString()).isEqualTo(200);
		assertThat(dashboard.header("Content-Security-Policy")).isEqualTo(CSP);
		assertThat(dashboard.header("X-Frame-Options")).isEqualTo("DENY");
		assertThat(dashboard.body()).contains("<h1>Dashboard</h1>").doesNotContain("style=");
		// The chart's scripts are files of this origin, as script-src 'self' allows; nothing inline.
		assertThat(SCRIPT.matcher(dashboard.body()).results().map(MatchResult::group).toList()).hasSize(3)
			.allMatch(script -> script.matches("<script src=\"/(webjars/echarts/[0-9.]+/dist/echarts\\.min"
					+ "|js/dashboard-chart|js/activity-chart)\\.js\"></script>"),
					"a script file of this origin without inline content");
	}

	@Test
	void theSessionCookieIsHttpOnlyAndSameSiteLaxAndNotSecureUnderAnHttpIssuer() {
		Http.Response first = new Http(BASE_URL).getHtml("/console");

		String cookie = first.header("Set-Cookie");
		assertThat(cookie).startsWith("JSESSIONID=").contains("HttpOnly").contains("SameSite=Lax").doesNotContain("Secure");
	}

	@Test
	void theDashboardCountsTokenRequestsFromTheApplicationsMeters() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator());
		long before = figure(session.get("/console/dashboard"), "token-requests");

		platform.adminToken();
		http.postForm("/connect/token", "admin", "wrong-secret", Http.form("grant_type", "client_credentials"));

		long after = figure(session.get("/console/dashboard"), "token-requests");
		assertThat(after).as("one issued and one refused token request at least").isGreaterThanOrEqualTo(before + 2);
	}

	@Test
	void theDashboardShowsTheOrderFiguresOfTheApplicationsMeters() {
		Http.Response dashboard = ConsoleSession.signIn(BASE_URL, operator()).get("/console/dashboard");

		for (String id : List.of("orders-placed-per-minute", "orders-refused-per-minute", "executions-per-minute",
				"resting-orders")) {
			assertThat(dashboard.body()).as(id).containsPattern("id=\"" + id + "\">\\d+<");
		}
		assertThat(dashboard.body()).contains("Orders resting at the venue");
	}

	private static long figure(Http.Response dashboard, String id) {
		java.util.regex.Matcher matcher = java.util.regex.Pattern.compile("id=\"" + id + "\">(\\d+)<")
			.matcher(dashboard.body());
		assertThat(matcher.find()).as(id + " on the dashboard").isTrue();
		return Long.parseLong(matcher.group(1));
	}

	@Test
	void aFormWithoutItsCsrfTokenIsRefusedWithTheForbiddenPage() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator());
		String name = Platform.unique("csrf");

		Http.Response refused = session.http.postForm("/console/tenants", Http.form("name", name));

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.body()).contains("Not allowed");
		assertThat(session.get("/console/tenants?page=1").body()).doesNotContain(name);
		Http.Response accepted = session.post("/console/tenants", "/console/tenants", Map.of("name", name));
		assertThat(accepted.status()).isEqualTo(302);
	}

	@Test
	void aUserWithoutAConsoleRoleGetsTheForbiddenPageEverywhere() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.operatorTenantId()));

		assertThat(session.last.status()).isEqualTo(403);
		for (String path : new String[] { "/console", "/console/dashboard", "/console/tenants", "/console/users",
				"/console/webhook-deliveries" }) {
			Http.Response page = session.get(path);
			assertThat(page.status()).as(path).isEqualTo(403);
			assertThat(page.body()).as(path).contains("Not allowed");
		}
	}

	@Test
	void anAmlOfficerOfAnotherTenantDoesNotReachTheOperatorPages() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.newTenant(), "aml-officer"));

		assertThat(session.get("/console").status()).isEqualTo(200);
		assertThat(session.get("/console/tenants").status()).isEqualTo(403);
		assertThat(session.get("/console/oauth-clients").status()).isEqualTo(403);
	}

	@Test
	void signingOutEndsTheSessionThroughTheProvidersEndSession() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator());

		Http.Response signedOut = session.post("/console/dashboard", "/console/logout", Map.of());

		assertThat(signedOut.status()).isEqualTo(302);
		String endSession = signedOut.header("Location");
		assertThat(endSession).startsWith(BASE_URL + "/connect/endsession?id_token_hint=")
			.contains("post_logout_redirect_uri=" + BASE_URL + "/console");
		Http.Response back = session.http.getHtml(endSession);
		assertThat(back.status()).as(back.toString()).isEqualTo(302);
		assertThat(back.header("Location")).isEqualTo(BASE_URL + "/console");
		Http.Response again = session.http.getHtml("/console/dashboard");
		assertThat(again.status()).isEqualTo(302);
		assertThat(again.header("Location")).endsWith("/console/oauth2/authorization/kontor");
	}

	@Test
	void aUserDisabledWhileSignedInIsSignedOutOfTheConsole() {
		Platform.User operator = operator();
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator);
		assertThat(session.get("/console/dashboard").status()).isEqualTo(200);

		assertThat(http.putJson("/admin/v1/users/" + operator.id() + "/enabled", platform.adminToken(),
				Map.of("enabled", false)).status()).isEqualTo(200);

		Http.Response after = session.http.getHtml("/console/dashboard");
		assertThat(after.status()).isEqualTo(302);
		assertThat(after.header("Location")).endsWith("/console/oauth2/authorization/kontor");
	}

	@Test
	void theProvidersSignInAloneDoesNotSignIntoTheConsoleNorDoesABearerToken() {
		Platform.User operator = operator();
		Http browser = new Http(BASE_URL);
		Http.Response signedIn = browser.postForm("/account/login", Http.form("username", operator.username(),
				"password", operator.password(), "_csrf", ConsoleSession.csrf(browser.getHtml("/account/login"))));
		assertThat(signedIn.status()).isEqualTo(302);
		assertThat(signedIn.header("Location")).doesNotContain("error");

		Http.Response console = browser.getHtml("/console/tenants");
		assertThat(console.status()).isEqualTo(302);
		assertThat(console.header("Location")).endsWith("/console/oauth2/authorization/kontor");

		Http.Response withToken = http.get("/console/tenants", platform.adminToken());
		assertThat(withToken.status()).isEqualTo(302);
		assertThat(withToken.header("Location")).endsWith("/console/oauth2/authorization/kontor");
	}

	@Test
	void theConsolesOwnClientCannotBeDisabledFromTheConsole() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, operator());

		Http.Response refused = session.post("/console/oauth-clients", "/console/oauth-clients/kontor-console/enabled",
				Map.of("enabled", "false"));

		assertThat(refused.status()).isEqualTo(422);
		assertThat(refused.body()).contains("managed by the platform");
	}
}
