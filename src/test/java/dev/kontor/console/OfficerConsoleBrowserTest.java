package dev.kontor.console;

import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.openqa.selenium.By;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AML officer's and the market pages in headless Chromium: an officer signs in, opens a waiting evaluation, sees
 * its factors, approves it, and the approval shows in the evaluation API; a decision taken first by another officer
 * shows as a clear message; another tenant's evaluation is the 404 page; axe-core finds no serious or critical
 * violation on any of these pages. Screenshots of the main pages go where {@link ConsoleBrowser} puts them.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "scripts and layout of pages rendered over both databases elsewhere: once, against H2")
class OfficerConsoleBrowserTest extends HttpTest {

	private ConsoleBrowser browser;

	@AfterEach
	void closeBrowser() {
		if (browser != null) {
			browser.close();
		}
	}

	@Test
	void officerOpensAWaitingEvaluationSeesItsFactorsAndApprovesIt() {
		AmlTenant aml = amlTenant();
		String client = aml.client("k-browser", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.monitoringRecord("pep-records", client, false);
		String evaluation = waiting(aml, client, "2500");
		Platform.User officer = platform.newUser(aml.tenantId, "aml-officer");
		browser = ConsoleBrowser.start(BASE_URL).signIn(officer);

		browser.open("/console/aml/evaluations");
		assertThat(browser.text(By.id("inbox"))).contains("Deposit of 2500 EUR", "k-browser");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-inbox");

		browser.submit(By.linkText("Deposit of 2500 EUR"));
		assertThat(browser.path()).isEqualTo("/console/aml/evaluations/" + evaluation);
		assertThat(browser.text(By.id("status"))).isEqualTo("Waiting");
		assertThat(browser.text(By.id("average-risk"))).contains("6.5", "at or below 3", "above 7");
		assertThat(browser.text(By.id("factors"))).contains("Customer origin country", "countryCode DEU",
				"countryName Germany", "PEP record", "8");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-evaluation");
		browser.assertReadsAt320Pixels("aml-evaluation-320px");

		browser.find(By.id("verdict-approve")).click();
		browser.type(By.id("reason"), "source of funds documented");
		browser.type(By.id("note"), "salary statements checked");
		browser.submit(By.id("decide"));

		assertThat(browser.text(By.id("notice"))).isEqualTo("You approved the deposit.");
		assertThat(browser.text(By.id("status"))).isEqualTo("Approved");
		assertThat(browser.text(By.id("history"))).contains("source of funds documented", "you");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-evaluation-approved");
		Http.Response read = http.get("/api/v3/aml/action-evaluations/" + evaluation, aml.integrator);
		assertThat(read.json().get("status").asString()).isEqualTo("Approved");
		assertThat(read.json().get("deciderUserId").asString()).isEqualTo(officer.id().toString());
		assertThat(read.json().get("reason").asString()).isEqualTo("source of funds documented");

		browser.open("/console/aml/decisions");
		assertThat(browser.text(By.id("decided"))).contains("Deposit of 2500 EUR", "Approved", "you");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-decisions");
	}

	@Test
	void aDecisionTakenFirstByAnotherOfficerShowsAsAClearMessage() {
		AmlTenant aml = amlTenant();
		String client = aml.client("k-late", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		String evaluation = waiting(aml, client, "100");
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(aml.tenantId, "aml-officer"));
		browser.open("/console/aml/evaluations/" + evaluation);
		browser.find(By.id("verdict-approve")).click();
		browser.type(By.id("reason"), "looks fine");
		Http.Response first = http.putJson("/api/v3/aml/action-evaluations/" + evaluation + "/status", aml.officer(),
				Map.of("newStatus", "Denied", "reason", "unexplained funds"));
		assertThat(first.status()).as(first.toString()).isEqualTo(200);

		browser.submit(By.id("decide"));

		assertThat(browser.text(By.id("refusal"))).startsWith("This evaluation was already Denied by another officer");
		assertThat(browser.text(By.id("status"))).isEqualTo("Denied");
		assertThat(browser.driver().findElements(By.id("decide"))).as("no decision form once decided").isEmpty();
		browser.assertAccessible();
	}

	@Test
	void theReasonOverItsLimitIsRefusedNextToTheField() {
		AmlTenant aml = amlTenant();
		String client = aml.client("k-limit", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		String evaluation = waiting(aml, client, "100");
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(aml.tenantId, "aml-officer"));
		browser.open("/console/aml/evaluations/" + evaluation);
		assertThat(browser.find(By.id("reason")).getAttribute("maxlength")).isEqualTo("64");
		browser.driver().executeScript("document.getElementById('reason').removeAttribute('maxlength')");
		browser.find(By.id("verdict-deny")).click();
		browser.type(By.id("reason"), "r".repeat(65));

		browser.submit(By.id("decide"));

		assertThat(browser.text(By.id("reason-error"))).isEqualTo("must be at most 64 characters");
		assertThat(browser.find(By.id("reason")).getAttribute("aria-invalid")).isEqualTo("true");
		assertThat(browser.text(By.id("status"))).isEqualTo("Waiting");
		browser.assertAccessible();
	}

	@Test
	void anOfficerOfAnotherTenantGetsTheNotFoundPage() {
		AmlTenant aml = amlTenant();
		String client = aml.client("k-hidden", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		String evaluation = waiting(aml, client, "100");
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(platform.newTenant(), "aml-officer"));

		browser.open("/console/aml/evaluations/" + evaluation);

		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Not found");
		assertThat(browser.driver().getPageSource()).doesNotContain("k-hidden");
		browser.assertAccessible();
		browser.open("/console/aml/evaluations");
		assertThat(browser.text(By.id("inbox-empty"))).isEqualTo("No evaluation waits for a decision.");
	}

	@Test
	void officerReadsTheMostRiskyClientsAClientsRecordsAndTheSettings() {
		AmlTenant aml = amlTenant();
		String client = aml.client("k-risky", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.monitoringRecord("sanction-records", client, true);
		aml.settings("4", "7");
		Http.Response run = http.post("/api/v3/aml/daily-risk-records/calculation", aml.integrator);
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(aml.tenantId, "aml-officer"));

		browser.open("/console/aml/clients");
		assertThat(browser.text(By.id("clients"))).contains("k-risky");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-clients");

		browser.submit(By.partialLinkText("k-risky"));
		assertThat(browser.text(By.id("records"))).contains("Sanction");
		assertThat(browser.text(By.id("not-screened"))).contains("not been sent");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-client");

		browser.open("/console/aml/settings");
		assertThat(browser.text(By.id("settings"))).contains("Approved automatically at or below\n4");
		browser.find(By.cssSelector("#main details summary")).click();
		assertThat(browser.text(By.id("settings-changes"))).contains("Approved automatically at or below: 3 → 4");
		assertThat(browser.text(By.id("records-customer-origin-country"))).contains("countryCode DEU");
		browser.assertAccessible();
		browser.screenshotWholePage("aml-settings");
		browser.assertReadsAt320Pixels("aml-settings-320px");
	}

	@Test
	void marketViewFindsAnInstrumentAndDrawsItsCandlesticks() {
		String isin = TestIsins.random();
		new MarketRecords(http, platform).instrumentWithQuotes(isin);
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(platform.newTenant(), "aml-officer"));

		browser.open("/console/market");
		browser.type(By.id("q"), isin);
		browser.submit(By.id("search"));
		assertThat(browser.text(By.id("results"))).contains(isin, "Officer Test Instrument");
		browser.assertAccessible();
		browser.screenshotWholePage("market-search");

		browser.submit(By.linkText("Officer Test Instrument " + isin));
		assertThat(browser.text(By.id("mid"))).isEqualTo("10.5");
		browser.find(By.cssSelector("#chart canvas"));
		browser.assertAccessible();
		browser.screenshotWholePage("market-instrument");
		browser.assertReadsAt320Pixels("market-instrument-320px");
		browser.find(By.cssSelector("details summary")).click();
		assertThat(browser.text(By.id("candles"))).contains("10.1");
	}

	@Test
	void marketViewShowsTheInstrumentsQuotesAsTheyArrive() {
		String isin = TestIsins.random();
		MarketRecords market = new MarketRecords(http, platform);
		market.instrumentWithQuotes(isin);
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(platform.newTenant(), "aml-officer"));

		browser.open("/console/market/instruments/ProviderA/" + isin);
		browser.waiting().until(page -> browser.text(By.id("live-bid")).equals("10.4"));
		assertThat(browser.text(By.id("live-status"))).startsWith("Live:");
		market.quoteNow(isin, "11.25", "11.35");

		browser.waiting().until(page -> browser.text(By.id("live-bid")).equals("11.25"));
		assertThat(browser.text(By.id("live-ask"))).isEqualTo("11.35");
		assertThat(browser.text(By.id("live-bid-volume"))).isEqualTo("–");
		assertThat(browser.text(By.id("live-quote-status"))).isEqualTo("Open");
		browser.assertAccessible();
	}

	@Test
	void theOperatorSeesTheMarketToo() {
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(platform.operatorTenantId(), "operator"));

		browser.open("/console/market");

		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Market");
		assertThat(browser.find(By.linkText("Market")).getAttribute("href")).endsWith("/console/market");
		browser.assertAccessible();
	}



	private AmlTenant amlTenant() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		return aml;
	}

	private String waiting(AmlTenant aml, String client, String amount) {
		Http.Response created = aml.evaluate(aml.deposit(client, amount));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		assertThat(created.json().get("status").asString()).isEqualTo("Waiting");
		return created.json().get("id").asString();
	}
}
