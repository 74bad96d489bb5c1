package dev.kontor.console;

import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The back-office pages over plain HTTP: each role reaches exactly its pages, a back-office user only its own
 * tenant's records (another tenant's ids, malformed ids and unknown addresses answer the console's 404 page, never
 * JSON), the searches page, and every form that posts carries a CSRF token.
 */
class BackOfficeConsoleIsolationTest extends HttpTest {

	private static final Pattern FORM = Pattern.compile("<form[^>]*method=\"post\"[^>]*>(.*?)</form>", Pattern.DOTALL);

	@Autowired
	private Accounts ledger;

	@Autowired
	private JdbcClient jdbc;

	@Test
	void aBackOfficeUserReachesItsOwnTenantsRecordsAndNothingElse() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		String client = records.client(Platform.unique("k-own"), "Erika", "Mustermann", "erika.own@example.com");
		String account = records.cashAccount(client, ledger, "100");
		String order = records.order(jdbc, client, account, "DE0007164600", "Filled", 1);
		BackOfficeRecords other = new BackOfficeRecords(http, platform);
		String foreign = other.client(Platform.unique("k-foreign"), "Otto", "Foreign", "otto.f@example.com");
		String foreignAccount = other.cashAccount(foreign, ledger, "5");
		String foreignOrder = other.order(jdbc, foreign, foreignAccount, "DE0007164600", "Filled", 1);
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(records.tenantId, "back-office"));

		assertThat(session.last.status()).isEqualTo(200);
		for (String path : List.of("/console/clients", "/console/clients/" + client, "/console/accounts/" + account,
				"/console/orders", "/console/orders/" + order, "/console/orders?status=Filled&isin=DE0007164600")) {
			Http.Response page = session.get(path);
			assertThat(page.status()).as(path).isEqualTo(200);
			assertThat(page.body()).as(path).doesNotContain("Otto", foreign, foreignOrder);
			assertPostFormsCarryCsrf(page);
		}
		for (String path : List.of("/console/clients/" + foreign, "/console/clients/" + foreign + "?tenantId="
				+ other.tenantId, "/console/accounts/" + foreignAccount, "/console/orders/" + foreignOrder,
				"/console/orders/unknown", "/console/clients/not-an-id", "/console/accounts/" + foreignAccount
						+ "/statements/2026/1", "/console/nowhere", "/console/orders/" + order + "/nowhere")) {
			Http.Response page = session.get(path);
			assertThat(page.status()).as(path).isEqualTo(404);
			assertThat(page.header("Content-Type")).as(path).startsWith("text/html");
			assertThat(page.body()).as(path).contains("<h1>Not found</h1>", "Kontor console").doesNotContain("Otto");
		}
		for (String path : List.of("/console/tenants", "/console/users", "/console/dashboard",
				"/console/aml/evaluations", "/console/market")) {
			assertThat(session.get(path).status()).as(path).isEqualTo(403);
		}
	}

	@Test
	void searchesAreBoundedAndRefuseMalformedCriteriaWithThePageOfTheConsole() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(records.tenantId, "back-office"));

		assertThat(session.get("/console/clients?q=" + "x".repeat(101)).status()).isEqualTo(400);
		assertThat(session.get("/console/orders?isin=short").status()).isEqualTo(400);
		assertThat(session.get("/console/orders?status=Sometimes").status()).isEqualTo(400);
		assertThat(session.get("/console/orders?clientId=not-an-id").status()).isEqualTo(400);
		Http.Response far = session.get("/console/clients?page=100000");
		assertThat(far.status()).isEqualTo(200);
		assertThat(far.body()).contains("Page 200");
		assertThat(session.get("/console/clients?q=%25").body()).contains("No client record matches the search.");
	}

	@Test
	void anOperatorReachesAnyTenantsRecordsByChoosingTheTenant() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		String client = records.client(Platform.unique("k-op"), "Olga", "Chosen", "olga.op@example.com");
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response chosen = operator.get("/console/clients/" + client + "?tenantId=" + records.tenantId);
		assertThat(chosen.status()).isEqualTo(200);
		assertThat(chosen.body()).contains("Olga Chosen");
		assertThat(operator.get("/console/clients/" + client).status()).as("not of tenant operator").isEqualTo(404);
		assertThat(operator.get("/console/clients?tenantId=" + UUID.randomUUID()).status()).isEqualTo(404);
		assertThat(operator.get("/console/dashboard").status()).isEqualTo(200);
		assertThat(operator.get("/console/nowhere").status()).isEqualTo(404);
	}

	@Test
	void anAmlOfficerAndAUserWithoutARoleGetNoBackOfficePage() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		String client = records.client(Platform.unique("k-aml"), "Anna", "Officer", "anna.o@example.com");
		ConsoleSession officer = ConsoleSession.signIn(BASE_URL, platform.newUser(records.tenantId, "aml-officer"));
		ConsoleSession nobody = ConsoleSession.signIn(BASE_URL, platform.newUser(records.tenantId));

		for (String path : List.of("/console/clients", "/console/clients/" + client, "/console/orders",
				"/console/orders/unknown")) {
			assertThat(officer.get(path).status()).as(path).isEqualTo(403);
			assertThat(nobody.get(path).status()).as(path).isEqualTo(403);
		}
		assertThat(officer.get("/console/aml/clients/" + client).status()).isEqualTo(200);
		assertThat(officer.get("/console/nowhere").status()).isEqualTo(404);
		assertThat(nobody.get("/console/nowhere").status()).isEqualTo(403);
	}

	private static void assertPostFormsCarryCsrf(Http.Response page) {
		Matcher form = FORM.matcher(page.body());
		int forms = 0;
		while (form.find()) {
			forms++;
			assertThat(form.group(1)).as("a form that posts").containsPattern("name=\"_csrf\"\\s+value=\"[^\"]+\"");
		}
		assertThat(forms).as("the sign-out form at least").isPositive();
	}
}
