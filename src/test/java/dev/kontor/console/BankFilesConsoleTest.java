package dev.kontor.console;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bank files' page while the bank connection is simulated: the navigation links it, it lists no file, its
 * filters keep what was chosen, and a cut-off says the bank connection does not work in files. Only an operator
 * reaches it. The page with files is tested with the bank connection in files ({@code BankFilesConsoleInFilesTest}).
 */
class BankFilesConsoleTest extends HttpTest {

	private static final String PAGE = "/console/bank-files";

	@Test
	void theOperatorFindsNoFileAndReadsThatTheBankConnectionDoesNotWorkInFiles() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response page = operator.get(PAGE);

		assertThat(page.status()).isEqualTo(200);
		assertThat(page.body()).contains("<h1>Bank files</h1>", "id=\"files-empty\"", "id=\"cut-off\"")
			.doesNotContain("id=\"files\"", "id=\"notice\"");
		assertThat(operator.get("/console/dashboard").body()).contains("href=\"" + PAGE + "\"");
		Http.Response cutOff = operator.follow(operator.post(PAGE, PAGE + "/cutoff", Map.of()));
		assertThat(cutOff.status()).isEqualTo(200);
		assertThat(cutOff.body()).contains("The bank connection does not work in files");
	}

	@Test
	void theFiltersKeepTheChosenDirectionAndStatusAndRefuseAnUnknownOne() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response filtered = operator.get(PAGE + "?direction=Incoming&status=Rejected&page=2");

		assertThat(filtered.status()).isEqualTo(200);
		assertThat(filtered.body()).contains("value=\"Incoming\" selected", "value=\"Rejected\" selected",
				"href=\"/console/bank-files?direction=Incoming&amp;status=Rejected&amp;page=1\"");
		assertThat(operator.get(PAGE + "?direction=Sideways").status()).isEqualTo(400);
	}

	@Test
	void anAmlOfficerAndABackOfficeUserAreRefused() {
		for (String role : new String[] { "aml-officer", "back-office" }) {
			ConsoleSession user = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.newTenant(), role));

			assertThat(user.get(PAGE).status()).as(role).isEqualTo(403);
			assertThat(user.post("/console/forbidden", PAGE + "/cutoff", Map.of()).status()).as(role).isEqualTo(403);
			assertThat(user.get("/console").body()).as(role).doesNotContain("href=\"" + PAGE + "\"");
		}
	}
}
