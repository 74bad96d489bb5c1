package dev.kontor.console;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The FIX session's page while the orders go to the simulated venue: it says there is no session and offers no
 * reconnect, and the navigation does not link it. Only an operator reaches it, and a reconnect needs the form's CSRF
 * token. The page of a running session is tested with the FIX venue ({@code FixVenueTest}).
 */
class FixSessionConsoleTest extends HttpTest {

	private static final String PAGE = "/console/fix-session";

	@Test
	void theOperatorReadsThatTheOrdersGoToTheSimulatedVenue() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response page = operator.get(PAGE);

		assertThat(page.status()).isEqualTo(200);
		assertThat(page.body()).contains("The orders go to the simulated venue")
			.doesNotContain("id=\"reconnect\"", "id=\"session-state\"");
		assertThat(operator.get("/console/dashboard").body()).doesNotContain("href=\"" + PAGE + "\"");
		Http.Response reconnected = operator.follow(operator.post(PAGE, PAGE + "/reconnect", Map.of()));
		assertThat(reconnected.body()).contains("there is no session to reconnect");
	}

	@Test
	void aReconnectWithoutItsCsrfTokenIsRefused() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response refused = operator.http.postForm(PAGE + "/reconnect", Map.of());

		assertThat(refused.status()).isEqualTo(403);
		assertThat(refused.body()).contains("Not allowed");
	}

	@Test
	void anAmlOfficerAndABackOfficeUserAreRefused() {
		for (String role : new String[] { "aml-officer", "back-office" }) {
			ConsoleSession user = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.newTenant(), role));

			assertThat(user.get(PAGE).status()).as(role).isEqualTo(403);
			assertThat(user.post("/console/forbidden", PAGE + "/reconnect", Map.of()).status()).as(role).isEqualTo(403);
		}
	}
}
