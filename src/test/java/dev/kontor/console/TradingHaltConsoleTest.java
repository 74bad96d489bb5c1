package dev.kontor.console;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.openqa.selenium.By;

import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The trading halts in the console: operators and AML officers see which instrument the venue halted and why, on
 * the halts page and the instrument's page; only an operator lifts a halt.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "scripts and layout of pages rendered over both databases elsewhere: once, against H2")
class TradingHaltConsoleTest extends HttpTest {

	private static final String HALTS = "/console/market/halts";

	@Test
	void anOfficerSeesAHaltAndAnOperatorLiftsIt() {
		String isin = TestIsins.random();
		haltedInstrument(isin);
		String lift = HALTS + "/ProviderA/" + isin + "/lift";
		ConsoleSession officer = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.newTenant(), "aml-officer"));
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		Http.Response seen = officer.get(HALTS);
		assertThat(seen.status()).isEqualTo(200);
		assertThat(seen.body()).contains(isin, "99.5", "89.55 to 109.45").doesNotContain(lift);
		assertThat(officer.get("/console/market/instruments/ProviderA/" + isin).body()).contains("Trading halted since");
		assertThat(officer.post(HALTS, lift, Map.of()).status()).isEqualTo(403);

		assertThat(operator.get(HALTS).body()).contains(lift);
		Http.Response lifted = operator.follow(operator.post(HALTS, lift, Map.of()));

		assertThat(lifted.status()).as(lifted.toString()).isEqualTo(200);
		assertThat(lifted.body()).contains("Trading in " + isin + " resumes").doesNotContain(lift);
		assertThat(http.get("/admin/v1/trading-halts", platform.adminToken()).body()).doesNotContain(isin);
		assertThat(operator.get("/console/market/instruments/ProviderA/" + isin).body())
			.doesNotContain("Trading halted since");
	}

	@Test
	void theHaltsPageIsAccessibleAndTheOperatorLiftsWithAButton() {
		String isin = TestIsins.random();
		haltedInstrument(isin);
		try (ConsoleBrowser browser = ConsoleBrowser.start(BASE_URL)
			.signIn(platform.newUser(platform.operatorTenantId(), "operator"))) {
			browser.open("/console/market");
			browser.submit(By.linkText("Trading halts"));

			assertThat(browser.text(By.id("halts"))).contains(isin, "99.5", "149 / 150");
			browser.assertAccessible();
			browser.screenshot("market-halts");

			browser.submit(By.cssSelector("button[aria-label='Lift the halt of " + isin + "']"));
			assertThat(browser.text(By.tagName("main"))).contains("Trading in " + isin + " resumes")
				.doesNotContain("Lift the halt of " + isin);
			browser.assertAccessible();
		}
	}

	/** An instrument quoted at 99 / 100 and then, a second later, at 149 / 150: half as dear again. */
	private void haltedInstrument(String isin) {
		String operator = platform.adminToken();
		Http.Response upserted = http.putJson("/api/pricefeed/v2/admin/instruments", operator, List.of(Map.of(
				"isinCode", isin, "provider", "ProviderA", "name", "Halted " + isin, "currency", "EUR", "mic", "XETR",
				"type", "Stocks")));
		assertThat(upserted.status()).as(upserted.toString()).isEqualTo(200);
		String feed = platform.priceConnectorToken();
		Instant now = Instant.now();
		assertThat(http.postJson("/api/pricefeed/v2/quotes/ingest", feed, List.of(quote(isin, now, "99", "100")))
			.status()).isEqualTo(200);
		assertThat(http.postJson("/api/pricefeed/v2/quotes/ingest", feed,
				List.of(quote(isin, now.plusMillis(500), "149", "150"))).status()).isEqualTo(200);
	}

	private static Map<String, Object> quote(String isin, Instant at, String bid, String ask) {
		return Map.of("isinCode", isin, "provider", "ProviderA", "dateTime", at.toString(), "status", "Open", "bid",
				new BigDecimal(bid), "ask", new BigDecimal(ask));
	}
}
