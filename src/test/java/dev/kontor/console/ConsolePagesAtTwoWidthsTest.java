package dev.kontor.console;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every console page of each role in headless Chromium, 320 and 1280 CSS pixels wide: axe-core finds no violation of
 * any impact, and the page reads without scrolling sideways (wide tables scroll inside their own region). The pages
 * with an id in their address are opened with records of the role's tenant. Layout and accessibility do not depend on
 * the database, so the sweep runs against H2 only: on PostgreSQL the other browser tests open the same pages over
 * their data, and the sweep's minute goes to the suite's time budget instead.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "layout and accessibility: checked once, against H2")
class ConsolePagesAtTwoWidthsTest extends HttpTest {

	private static final int[] WIDTHS = { 320, 1280 };

	@Autowired
	private Accounts ledger;

	@Autowired
	private JdbcClient jdbc;

	private ConsoleBrowser browser;

	@AfterEach
	void closeBrowser() {
		if (browser != null) {
			browser.close();
		}
	}

	@Test
	void everyPageOfTheOperator() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		String client = records.client(Platform.unique("k-w-op"), "Olga", "Wide", "olga.w@example.com");
		String account = records.cashAccount(client, ledger, "1000", "-250");
		String order = records.order(jdbc, client, account, "DE0007164600", "Filled", 5);
		String isin = TestIsins.random();
		new MarketRecords(http, platform).instrumentWithQuotes(isin);
		String tenant = "?tenantId=" + records.tenantId;
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(platform.operatorTenantId(), "operator"));

		checkEveryWidth(List.of("/console", "/console/dashboard", "/console/tenants", "/console/oauth-clients",
				"/console/users", "/console/signing-keys", "/console/webhook-endpoints", "/console/webhook-deliveries",
				"/console/events", "/console/fix-session", "/console/bank-files", "/console/market",
				"/console/market/instruments/ProviderA/" + isin, "/console/market/halts", "/console/clients" + tenant,
				"/console/clients/" + client + tenant, "/console/accounts/" + account + tenant,
				"/console/orders" + tenant, "/console/orders/" + order + tenant, "/console/payments" + tenant,
				"/console/corporate-actions" + tenant, "/console/no-such-page"));
	}

	@Test
	void everyPageOfTheAmlOfficer() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		String client = aml.client("k-w-aml", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		Http.Response waiting = aml.evaluate(aml.deposit(client, "2500"));
		assertThat(waiting.status()).as(waiting.toString()).isEqualTo(200);
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(aml.tenantId, "aml-officer"));

		checkEveryWidth(List.of("/console", "/console/aml/evaluations",
				"/console/aml/evaluations/" + waiting.json().get("id").asString(), "/console/aml/decisions",
				"/console/aml/clients", "/console/aml/clients/" + client, "/console/aml/settings", "/console/market",
				"/console/no-such-page"));
	}

	@Test
	void everyPageOfTheBackOffice() {
		BackOfficeRecords records = new BackOfficeRecords(http, platform);
		String client = records.client(Platform.unique("k-w-bo"), "Berta", "Wide", "berta.w@example.com");
		String account = records.cashAccount(client, ledger, "1000", "250.5", "-200");
		String order = records.order(jdbc, client, account, "DE0007164600", "Filled", 5);
		UUID deposit = PaymentRecords.directDebit(jdbc, records.tenantId, UUID.fromString(client), UUID.randomUUID());
		UUID withdrawal = PaymentRecords.withdrawal(jdbc, records.tenantId, UUID.fromString(client));
		String action = corporateAction();
		browser = ConsoleBrowser.start(BASE_URL).signIn(platform.newUser(records.tenantId, "back-office"));

		checkEveryWidth(List.of("/console", "/console/clients", "/console/clients?q=Wide", "/console/clients/" + client,
				"/console/accounts/" + account, "/console/orders", "/console/orders/" + order, "/console/payments",
				"/console/payments/Deposit/" + deposit, "/console/payments?kind=Withdrawal",
				"/console/payments/Withdrawal/" + withdrawal, "/console/corporate-actions",
				"/console/corporate-actions/" + action, "/console/no-such-page"));
	}

	/** A cash dividend announced by the operator, due in a month (no processing reaches it meanwhile). */
	private String corporateAction() {
		String id = Platform.unique("wide-action");
		LocalDate recordDate = LocalDate.now().plusMonths(1);
		Http.Response announced = http.putJson("/admin/v1/corporate-actions/" + id, platform.adminToken(),
				Map.of("isinCode", TestIsins.random(), "eventType", "CashDividend", "mandatoryVoluntary", "Mandatory",
						"recordDate", recordDate.toString(), "paymentDate", recordDate.plusDays(2).toString(),
						"currencyCode", "EUR", "grossAmountPerShare", 1));
		assertThat(announced.status()).as(announced.toString()).isEqualTo(201);
		return id;
	}

	private void checkEveryWidth(List<String> paths) {
		List<String> tooWide = new ArrayList<>();
		for (String path : paths) {
			browser.open(path);
			for (int width : WIDTHS) {
				browser.atWidth(width, () -> {
					browser.assertAxeClean();
					if (!browser.fitsWidth()) {
						tooWide.add(path + " at " + width + " px");
					}
				});
			}
		}
		assertThat(tooWide).as("pages that scroll sideways").isEmpty();
	}
}
