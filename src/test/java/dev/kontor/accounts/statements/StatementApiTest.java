package dev.kontor.accounts.statements;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestInstruments;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Monthly statements over HTTP with real tokens: issued by the operator's run or the monthly job, listed, and read
 * back as PDF whose figures are checked against the bookings.
 */
class StatementApiTest extends HttpTest {

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final LocalDate VALUE_DATE = LocalDate.of(2026, 11, 27);

	@Autowired
	Accounts accounts;

	@Autowired
	MonthlyStatements monthly;

	@Autowired
	StatementIssuer issuer;

	@Autowired
	StatementLedger ledger;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private TenantId tenant;

	private String token;

	private String clientId;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		tenant = new TenantId(tenantId);
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		clientId = newClient();
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void cashStatementShowsOpeningBalanceEveryBookingAndClosingBalance() {
		String account = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		accounts.bookCash(tenant, booking(account, "1000.00", CashTransactionType.Deposit, "salary november"));
		Instant afterOpening = Instant.now();
		accounts.bookCash(tenant, booking(account, "-250.50", CashTransactionType.Withdrawal, "rent"));
		accounts.bookCash(tenant, booking(account, "12.3456", CashTransactionType.Deposit, "interest"));
		accounts.bookCash(tenant, booking(account, "-1.99", CashTransactionType.Fee, "Gebühr 💶 fee\tline"));

		StatementPeriod period = new StatementPeriod(currentMonth(), afterOpening, Instant.now());
		StatementRow issued = issuer.issue(StatementKind.Internal,
				ledger.account(tenantId, StatementKind.Internal, UUID.fromString(account)).orElseThrow(), period)
			.orElseThrow();
		String path = "/api/v3/internal-accounts/" + account + "/statements/" + issued.year() + "/"
				+ issued.fileNumber();

		HttpResponse<byte[]> pdf = download(path, "application/pdf");
		assertThat(pdf.statusCode()).isEqualTo(200);
		assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
		assertThat(pdf.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"internal-account-"
				+ account + "-statement-" + issued.year() + "-" + issued.fileNumber() + ".pdf\"");
		List<String> lines = PdfText.lines(pdf.body());
		assertThat(lines).contains("Opening balance 1,000.00 EUR", "Closing balance 759.8556 EUR", "Bookings 3",
				"Currency EUR", "Account number " + numberOf("internal-accounts", account), "Erika Mustermann",
				"Heidestraße 17", "51147 Köln", "Germany");
		assertThat(lines).anyMatch(line -> line.matches("\\d{1,2} \\w{3} \\d{4} 27 Nov 2026 Withdrawal rent -250.50"));
		assertThat(lines).anyMatch(line -> line.endsWith("Deposit interest 12.3456"));
		assertThat(lines).anyMatch(line -> line.endsWith("Fee Gebühr ? fee line -1.99"));
		assertThat(lines).noneMatch(line -> line.contains("salary"));
		CustomerPdfs.assertCustomerDocument(pdf.body(), "Erika Mustermann", numberOf("internal-accounts", account));
		CustomerPdfs.keep("account-statement", pdf.body());
	}

	@Test
	void operatorRunStatesTheRunningMonthAndTheIndexAndEntryDescribeIt() {
		String account = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		accounts.bookCash(tenant, booking(account, "500", CashTransactionType.Deposit, "first"));
		accounts.bookCash(tenant, booking(account, "-120.25", CashTransactionType.Withdrawal, "second"));
		String base = "/api/v3/internal-accounts/" + account + "/statements";
		assertThat(get(base).get("data").isEmpty()).isTrue();

		JsonNode issued = issueNow(currentMonth());
		assertThat(issued.get("internalAccounts").asInt()).isEqualTo(1);

		JsonNode index = get(base).get("data");
		assertThat(index).hasSize(1);
		JsonNode entry = index.get(0);
		YearMonth month = currentMonth();
		assertThat(entry.get("accountId").asString()).isEqualTo(account);
		assertThat(entry.get("year").asInt()).isEqualTo(month.getYear());
		assertThat(entry.get("fileNumber").asInt()).isEqualTo(1);
		assertThat(entry.get("month").asInt()).isEqualTo(month.getMonthValue());
		assertThat(entry.get("complete").asBoolean()).isFalse();
		assertThat(get(base + "/" + month.getYear() + "/1")).isEqualTo(entry);

		List<String> lines = PdfText.lines(download(base + "/" + month.getYear() + "/1", "application/pdf").body());
		assertThat(lines).contains("Opening balance 0.00 EUR", "Closing balance 379.75 EUR", "Bookings 2");
		assertThat(lines).anyMatch(line -> line.matches("Statement " + month.getYear() + "/1 of account \\d{10}"));
		assertThat(lines).anyMatch(line -> line.endsWith("Deposit first 500.00"));
		assertThat(lines).anyMatch(line -> line.endsWith("Withdrawal second -120.25"));
	}

	@Test
	void depositStatementShowsPositionsAtPeriodEndAndTheMovements() {
		String account = activeAccount("deposit-accounts", Map.of("clientId", clientId));
		String held = TestIsins.random();
		String sold = TestIsins.random();
		TestInstruments.register(http, platform, held, "Held test stock");
		TestInstruments.register(http, platform, sold, "Sold test stock");
		accounts.bookSecurities(tenant, movement(account, held, "10", "100"));
		accounts.bookSecurities(tenant, movement(account, held, "5", "130"));
		accounts.bookSecurities(tenant, movement(account, held, "-3", "140"));
		accounts.bookSecurities(tenant, movement(account, sold, "2", "50"));
		accounts.bookSecurities(tenant, movement(account, sold, "-2", "55"));

		assertThat(issueNow(currentMonth()).get("depositAccounts").asInt()).isEqualTo(1);
		String path = "/api/v3/deposit-accounts/" + account + "/statements/" + currentMonth().getYear() + "/1";
		HttpResponse<byte[]> pdf = download(path, "application/pdf");
		assertThat(pdf.statusCode()).isEqualTo(200);
		List<String> lines = PdfText.lines(pdf.body());

		assertThat(lines).contains(held + " Held test stock 12 110.00 EUR", "Movements 5");
		assertThat(lines).noneMatch(line -> line.startsWith(sold + " "));
		assertThat(lines).anyMatch(line -> line.endsWith("Trade settlement " + held + " Held test stock -3 140.00 EUR"));
		assertThat(lines).anyMatch(line -> line.endsWith("Trade settlement " + sold + " Sold test stock 2 50.00 EUR"));
		assertThat(lines).anyMatch(line -> line.endsWith("Trade settlement " + held + " Held test stock 10 100.00 EUR"));
		CustomerPdfs.assertCustomerDocument(pdf.body(), "Erika Mustermann", numberOf("deposit-accounts", account),
				"Held test stock");
		CustomerPdfs.keep("deposit-statement", pdf.body());
	}

	@Test
	void statementsAreSentAsWebhookEventsWithYearFileNumberAndDataUrl() {
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of(
				"tenantId", tenantId, "clientId", clientId, "url", receiver.url(), "eventTypes",
				List.of("NewInternalAccountStatement", "NewDepositAccountStatement")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		String internal = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		String deposit = activeAccount("deposit-accounts", Map.of("clientId", clientId));
		accounts.bookCash(tenant, booking(internal, "10", CashTransactionType.Deposit, "in"));
		accounts.bookSecurities(tenant, movement(deposit, TestIsins.random(), "1", "1"));

		issueNow(currentMonth());

		Map<String, JsonNode> byType = new HashMap<>();
		receiver.awaitRequests(2).forEach(r -> {
			JsonNode body = JSON.readTree(r.body());
			byType.put(body.get("type").asString(), body);
		});
		String year = String.valueOf(currentMonth().getYear());
		JsonNode cashEvent = byType.get("NewInternalAccountStatement");
		assertThat(EventEnvelopes.parameters(cashEvent)).containsOnly(Map.entry("internalAccountId", internal),
				Map.entry("year", year), Map.entry("fileNumber", "1"));
		assertThat(cashEvent.get("dataUrl").asString())
			.isEqualTo(BASE_URL + "/api/v3/internal-accounts/" + internal + "/statements/" + year + "/1");
		JsonNode depositEvent = byType.get("NewDepositAccountStatement");
		assertThat(EventEnvelopes.parameters(depositEvent)).containsOnly(Map.entry("depositAccountId", deposit),
				Map.entry("year", year), Map.entry("fileNumber", "1"));
		assertThat(get(depositEvent.get("dataUrl").asString()).get("accountId").asString()).isEqualTo(deposit);
	}

	@Test
	void monthlyJobIssuesEachCompleteStatementOnceAndNumbersFilesOnward() throws Exception {
		String account = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		String deposit = activeAccount("deposit-accounts", Map.of("clientId", clientId));
		accounts.bookCash(tenant, booking(account, "42", CashTransactionType.Deposit, "in"));
		accounts.bookSecurities(tenant, movement(deposit, TestIsins.random(), "3", "7"));
		assertThat(issueNow(currentMonth()).get("internalAccounts").asInt()).isEqualTo(1);
		Instant afterMonthEnd = StatementPeriod.startOf(currentMonth().plusMonths(1)).plusSeconds(3600);

		List<CompletableFuture<MonthlyStatements.Issued>> runs = new ArrayList<>();
		for (int i = 0; i < 3; i++) {
			runs.add(CompletableFuture.supplyAsync(() -> monthly.issueDue(afterMonthEnd, tenantId)));
		}
		int internal = 0;
		int deposits = 0;
		for (CompletableFuture<MonthlyStatements.Issued> run : runs) {
			internal += run.get().internalAccounts();
			deposits += run.get().depositAccounts();
		}
		assertThat(internal).isEqualTo(1);
		assertThat(deposits).isEqualTo(1);
		assertThat(monthly.issueDue(afterMonthEnd, tenantId)).isEqualTo(new MonthlyStatements.Issued(0, 0));

		JsonNode index = get("/api/v3/internal-accounts/" + account + "/statements").get("data");
		assertThat(index).hasSize(2);
		assertThat(index.get(0).get("complete").asBoolean()).isFalse();
		assertThat(index.get(1).get("fileNumber").asInt()).isEqualTo(2);
		assertThat(index.get(1).get("complete").asBoolean()).isTrue();
		assertThat(index.get(1).get("periodEnd").asString()).isEqualTo(afterMonthEnd.minusSeconds(3600).toString());
		assertThat(get("/api/v3/deposit-accounts/" + deposit + "/statements").get("data")).hasSize(2);

		// the following month: the balance alone puts the account on a statement, without any booking in it
		Instant monthAfter = StatementPeriod.startOf(currentMonth().plusMonths(2)).plusSeconds(60);
		assertThat(monthly.issueDue(monthAfter, tenantId)).isEqualTo(new MonthlyStatements.Issued(1, 1));
	}

	@Test
	void aLongMonthBreaksOntoFurtherPages() throws IOException {
		String account = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		for (int i = 1; i <= 1000; i++) {
			accounts.bookCash(tenant, booking(account, "1.01", CashTransactionType.Deposit, "booking " + i));
		}
		issueNow(currentMonth());

		byte[] pdf = download("/api/v3/internal-accounts/" + account + "/statements/" + currentMonth().getYear()
				+ "/1", "application/pdf").body();
		try (PDDocument document = Loader.loadPDF(pdf)) {
			assertThat(document.getNumberOfPages()).isGreaterThan(10);
		}
		CustomerPdfs.assertCustomerDocument(pdf, "Erika Mustermann", numberOf("internal-accounts", account),
				"Deposit booking 1000");
		CustomerPdfs.keep("account-statement-1000-bookings", pdf);
		List<String> lines = PdfText.lines(pdf);
		assertThat(lines).contains("Opening balance 0.00 EUR", "Closing balance 1,010.00 EUR", "Bookings 1000");
		assertThat(lines.stream().filter(line -> line.matches(".* Deposit booking \\d+ 1\\.01"))).hasSize(1000);
		assertThat(lines.stream().filter(line -> line.startsWith("Booking date Value date Type Reference Amount")))
			.hasSizeGreaterThan(10);
	}

	@Test
	void answersNotFoundNotAcceptableAndRefusesMalformedRuns() {
		String account = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		accounts.bookCash(tenant, booking(account, "1", CashTransactionType.Deposit, "in"));
		issueNow(currentMonth());
		String path = "/api/v3/internal-accounts/" + account + "/statements/" + currentMonth().getYear() + "/1";

		assertThat(send(path, "text/csv").statusCode()).isEqualTo(406);
		assertThat(send(path, "application/json").statusCode()).isEqualTo(200);
		assertThat(send(path, "application/json;q=0.5, application/pdf").headers().firstValue("Content-Type"))
			.hasValue("application/pdf");
		assertThat(send(path.replace("/1", "/2"), "application/pdf").statusCode()).isEqualTo(404);
		assertThat(http.get("/api/v3/internal-accounts/" + UUID.randomUUID() + "/statements", token).status())
			.isEqualTo(404);
		assertThat(http.get("/api/v3/deposit-accounts/" + account + "/statements", token).status()).isEqualTo(404);
		String otherTenant = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(),
				"accounts.read"), "accounts.read");
		assertThat(http.get(path, otherTenant).status()).isEqualTo(404);
		String noScope = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		assertThat(http.get(path, noScope).status()).isEqualTo(403);

		String admin = platform.adminToken();
		String runs = "/admin/v1/account-statements";
		YearMonth next = currentMonth().plusMonths(1);
		assertThat(http.postJson(runs, admin, Map.of("year", next.getYear(), "month", next.getMonthValue()))
			.status()).isEqualTo(422);
		assertThat(http.postJson(runs, admin, Map.of("year", 2026, "month", 13)).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("year", 2026, "month", 0)).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("year", 1999, "month", 1)).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("month", 1)).status()).isEqualTo(400);
		assertThat(http.postJson(runs, token, Map.of("year", 2026, "month", 1)).status()).isEqualTo(403);
	}

	private JsonNode issueNow(YearMonth month) {
		Http.Response run = http.postJson("/admin/v1/account-statements", platform.adminToken(), Map.of("year",
				month.getYear(), "month", month.getMonthValue(), "tenantId", tenantId));
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
		return run.json();
	}

	private static YearMonth currentMonth() {
		return YearMonth.now(ZoneOffset.UTC);
	}

	private String newClient() {
		Http.Response response = http.postJson("/api/v3/clients", token,
				Map.of("clientKey", Platform.unique("holder"), "clientType", "Retail", "name", "Erika", "surname",
						"Mustermann", "address", Map.of("street", "Heidestraße", "streetNumber", "17", "postalCode",
								"51147", "city", "Köln", "country", "DEU")));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	private String activeAccount(String kind, Map<String, Object> body) {
		Http.Response created = http.postJson("/api/v3/" + kind, token, body);
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		String id = created.json().get("id").asString();
		Http.Response active = http.putJson("/api/v3/" + kind + "/" + id + "/status", token, Map.of("status",
				"Active"));
		assertThat(active.status()).as(active.toString()).isEqualTo(200);
		return id;
	}

	private String numberOf(String kind, String account) {
		String number = get("/api/v3/" + kind + "/" + account).get("accountNumber").asString();
		assertThat(number).matches("\\d{10}");
		return number;
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private HttpResponse<byte[]> download(String path, String accept) {
		HttpResponse<byte[]> response = send(path, accept);
		assertThat(response.statusCode()).as(new String(response.body())).isEqualTo(200);
		return response;
	}

	private HttpResponse<byte[]> send(String path, String accept) {
		return http.getBytes(path, token, accept);
	}

	private static CashBooking booking(String account, String amount, CashTransactionType type, String reference) {
		return new CashBooking(new InternalAccountId(UUID.fromString(account)), new BigDecimal(amount), "EUR", type,
				reference, VALUE_DATE, null, false);
	}

	private static SecurityBooking movement(String account, String isin, String quantity, String price) {
		return new SecurityBooking(new DepositAccountId(UUID.fromString(account)), isin, TradeProvider.ProviderA,
				new BigDecimal(quantity), new BigDecimal(price), "EUR", SecurityMovementType.TradeSettlement,
				"trade " + isin, VALUE_DATE, null);
	}
}
