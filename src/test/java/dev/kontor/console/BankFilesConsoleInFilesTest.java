package dev.kontor.console;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.bankfiles.iso20022.Camt054;
import dev.kontor.bankfiles.iso20022.Notification;
import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.BankDirectories;
import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bank files' page with the bank connection in files (contract section 13): the operator sees the files written
 * and read with their number of transactions, control sums and the reason of a rejected one, filters them, and runs
 * a cut-off with a button, over HTTP and in a headless Chromium. On a database of its own, since the shared context's
 * bank connection is simulated; the scheduled cut-off is off, so that only the page runs one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.payments.bank=files", "kontor.payments.bank.cutoff-cron=-" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import(TestInfrastructure.class)
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "scripts and layout of pages rendered over both databases elsewhere: once, against H2")
class BankFilesConsoleInFilesTest {

	private static final int PORT = FreePorts.pick();

	private static final String BASE_URL = "http://localhost:" + PORT;

	private static final BankDirectories BANK = BankDirectories.temporary("kontor-bank-console");

	private static final Path INBOX = BANK.inbox();

	private static final String PAGE = "/console/bank-files";

	/** The creditor account the test configuration gives Kontor, on which the bank reports. */
	private static final String CREDITOR_IBAN = "DE89370400440532013000";

	private final Http http = new Http(BASE_URL);

	private final Platform platform = new Platform(http);

	private PaymentParties parties;

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
		BANK.register(registry);
		OwnDatabase.use(registry, "bankconsole");
	}

	@BeforeEach
	void nothingWaitsForTheBank() {
		parties = new PaymentParties(http, platform);
		expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
	}

	@Test
	void theOperatorRunsACutOffAndSeesTheFilesWithTheirCountsControlSumsAndReasons() {
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));
		collect("1234.50");

		Http.Response written = operator.follow(operator.post(PAGE, PAGE + "/cutoff", Map.of()));

		assertThat(written.status()).isEqualTo(200);
		assertThat(written.body())
			.contains("Cut-off done: 1 file written to the outbox, 0 files read from the inbox.")
			.contains(">pain.008.001.08</td>", "<td class=\"number whole\">1</td>",
					"<td class=\"number whole\">1,234.50 EUR</td>", ">Written</span>");

		bankSends("broken.xml", "<Document>not a bank's file");
		Http.Response read = operator.follow(operator.post(PAGE, PAGE + "/cutoff", Map.of()));

		assertThat(read.body()).contains("Cut-off done: 0 files written to the outbox, 1 file read from the inbox.");
		Http.Response rejected = operator.get(PAGE + "?direction=Incoming&status=Rejected");
		String row = rowOf(rejected.body(), "broken.xml");
		assertThat(row).contains(">Incoming</td>", ">Rejected</span>", "<td class=\"number whole\">0.00 EUR</td>");
		assertThat(row.substring(row.lastIndexOf("<td>") + "<td>".length(), row.lastIndexOf("</td>"))).isNotBlank();
		assertThat(rejected.body()).doesNotContain("pain.008.001.08");
		assertThat(operator.get(PAGE + "?direction=Outgoing").body()).contains("1,234.50 EUR")
			.doesNotContain("broken.xml");
	}

	@Test
	void theOperatorFiltersTheFilesAndRunsACutOffInTheBrowser() {
		bankSends("unreadable.xml", "not XML at all");
		expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
		collect("75");
		try (ConsoleBrowser browser = ConsoleBrowser.start(BASE_URL)
			.signIn(platform.newUser(platform.operatorTenantId(), "operator"))) {
			browser.submit(By.linkText("Bank files"));

			browser.submit(By.id("cut-off"));

			assertThat(browser.text(By.id("notice"))).isEqualTo(
					"Cut-off done: 1 file written to the outbox, 0 files read from the inbox.");
			assertThat(browser.text(By.id("files"))).contains("pain.008.001.08", "75.00 EUR", "unreadable.xml");
			browser.assertAccessible().assertReadsAt320Pixels("bank-files-320").screenshot("bank-files");

			new Select(browser.find(By.id("direction"))).selectByValue("Incoming");
			browser.submit(By.id("filter"));

			assertThat(browser.path()).isEqualTo(PAGE + "?direction=Incoming&status=");
			assertThat(directions(browser)).isNotEmpty().containsOnly("Incoming");
			assertThat(browser.text(By.id("files"))).contains("unreadable.xml").doesNotContain("pain.008.001.08");
			assertThat(new Select(browser.find(By.id("direction"))).getFirstSelectedOption().getText())
				.isEqualTo("Incoming");
			browser.assertAccessible();
		}
	}

	@Test
	void aReturnedCollectionShowsTheBanksReasonCodeInTheBackOffice() {
		String id = expect(parties.collect(parties.mandate(), new BigDecimal("80"), "EUR"), 200).get("id").asString();
		expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
		String endToEndId = id.replace("-", "");
		bankSends("camt054-returned.xml", new String(Camt054.write(new Notification("N" + endToEndId.substring(0, 20),
				List.of(entry(endToEndId, true, null), entry(endToEndId, false, "MD06"))), CREDITOR_IBAN,
				Instant.now()), StandardCharsets.UTF_8));
		expect(http.post("/admin/v1/bank-files/cutoff", platform.adminToken()), 200);
		ConsoleSession operator = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.operatorTenantId(), "operator"));

		String page = operator.get("/console/payments/Deposit/" + id + "?tenantId=" + parties.tenantId()).body();

		assertThat(page).contains("<dd id=\"movement-status\">Reverted</dd>")
			.contains("<dd id=\"bank-reason-code\"><code>MD06</code></dd>");
	}

	private static Notification.Entry entry(String endToEndId, boolean credit, String returnReasonCode) {
		return new Notification.Entry(CREDITOR_IBAN, endToEndId, new BigDecimal("80.00"), "EUR", credit,
				LocalDate.now(ZoneOffset.UTC), returnReasonCode);
	}

	/** The direction column of the listed files. */
	private static List<String> directions(ConsoleBrowser browser) {
		return browser.driver()
			.findElements(By.cssSelector("#files tbody tr td:nth-child(3)"))
			.stream()
			.map(WebElement::getText)
			.toList();
	}

	private void collect(String amount) {
		expect(parties.collect(parties.mandate(), new BigDecimal(amount), "EUR"), 200);
	}

	/** The table row of the file named {@code name} in a page. */
	private static String rowOf(String page, String name) {
		int at = page.indexOf("<code>" + name + "</code>");
		assertThat(at).as(name + " listed").isPositive();
		return page.substring(page.lastIndexOf("<tr>", at), page.indexOf("</tr>", at));
	}

	private static void bankSends(String name, String content) {
		try {
			Files.createDirectories(INBOX);
			Files.writeString(INBOX.resolve(name), content, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
