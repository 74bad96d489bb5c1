package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Loss threshold reports over HTTP with real tokens: positions booked on the securities ledger, end-of-day prices sent
 * through the price feed's ingestion, days valued by the operator's run, reports read back as JSON and PDF.
 */
class LossThresholdReportApiTest extends HttpTest {

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/** The last day of a quarter: its valuation is the start of the next one. */
	private static final LocalDate QUARTER_EVE = LocalDate.of(2025, 3, 31);

	@Autowired
	Accounts accounts;

	@Autowired
	LossThresholdRuns runs;

	@Autowired
	Clock clock;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private TenantId tenant;

	private String token;

	private String clientId;

	private String depositAccount;

	private ClosingQuotes quotes;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		tenant = new TenantId(tenantId);
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		clientId = newClient();
		depositAccount = activeDepositAccount();
		quotes = new ClosingQuotes(http, platform);
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void reportsAtTenPercentAndAtEachFurtherTenPercentWithinTheQuarter() {
		String isin = held("10", "100", QUARTER_EVE);
		assertThat(valueDay(isin, QUARTER_EVE, "100")).isEqualTo(run(QUARTER_EVE, 1, 0));
		assertThat(valueDay(isin, LocalDate.of(2025, 4, 1), "90.01")).as("9.99 %").isEqualTo(run("2025-04-01", 1, 0));
		assertThat(valueDay(isin, LocalDate.of(2025, 4, 2), "90")).as("10 %").isEqualTo(run("2025-04-02", 1, 1));
		assertThat(valueDay(isin, LocalDate.of(2025, 4, 3), "85")).as("15 %").isEqualTo(run("2025-04-03", 1, 0));
		assertThat(valueDay(isin, LocalDate.of(2025, 4, 4), "80")).as("20 %").isEqualTo(run("2025-04-04", 1, 1));
		assertThat(operatorRun(LocalDate.of(2025, 4, 4)).json()).as("a day valued is valued once")
			.isEqualTo(run("2025-04-04", 0, 0));

		JsonNode index = get(reports()).get("data");
		assertThat(index.valueStream().map(report -> report.get("snapshotDate").asString()))
			.containsExactly("2025-04-02", "2025-04-04");
		JsonNode first = get(reports() + "/2025-04-02");
		assertThat(first.get("clientId").asString()).isEqualTo(clientId);
		assertThat(portfolio(first)).isEqualTo(JSON.readTree("{\"currencyCode\":\"EUR\",\"periodStart\":\"2025-04-01\","
				+ "\"periodEnd\":\"2025-06-30\",\"startDate\":\"2025-03-31\",\"startValue\":1000,\"netInflow\":0,"
				+ "\"value\":900,\"lossPercent\":10,\"reportedThreshold\":10,\"thresholdReached\":true}"));
		assertThat(index.get(0)).isEqualTo(first);
		assertThat(portfolio(index.get(1)).get("lossPercent").asString()).isEqualTo("20");
		assertThat(http.get(reports() + "/2025-04-01", token).status()).isEqualTo(404);

		// the next quarter starts from the value at the end of the last day valued before it
		assertThat(valueDay(isin, LocalDate.of(2025, 6, 30), "80")).isEqualTo(run("2025-06-30", 1, 0));
		assertThat(valueDay(isin, LocalDate.of(2025, 7, 1), "72")).isEqualTo(run("2025-07-01", 1, 1));
		JsonNode next = portfolio(get(reports() + "/2025-07-01"));
		assertThat(next.get("startDate").asString()).isEqualTo("2025-06-30");
		assertThat(next.get("startValue").asString()).isEqualTo("800");
		assertThat(next.get("lossPercent").asString()).isEqualTo("10");
		assertThat(next.get("reportedThreshold").asInt()).isEqualTo(10);
	}

	@Test
	void securitiesBookedOutMoveTheStartAndAreNoLoss() {
		String isin = held("10", "100", QUARTER_EVE);
		valueDay(isin, QUARTER_EVE, "100");
		LocalDate sold = LocalDate.of(2025, 4, 1);
		book(isin, "-6", "100", sold, SecurityMovementType.Withdrawal);
		assertThat(valueDay(isin, sold, "100")).as("400 of a start of 1000 - 600").isEqualTo(run(sold, 1, 0));
		assertThat(valueDay(isin, LocalDate.of(2025, 4, 2), "90")).isEqualTo(run("2025-04-02", 1, 1));
		JsonNode portfolio = portfolio(get(reports() + "/2025-04-02"));
		assertThat(portfolio.get("startValue").asString()).isEqualTo("1000");
		assertThat(portfolio.get("netInflow").asString()).isEqualTo("-600");
		assertThat(portfolio.get("value").asString()).isEqualTo("360");
		assertThat(portfolio.get("lossPercent").asString()).isEqualTo("10");
	}

	@Test
	void thePdfShowsEachPortfolioPerCurrencyWithItsPositions() {
		String first = held("10", "100", QUARTER_EVE);
		String second = held("5", "200", QUARTER_EVE);
		String dollars = TestIsins.random();
		quotes.list(dollars, "USD");
		accounts.bookSecurities(tenant, new SecurityBooking(new DepositAccountId(UUID.fromString(depositAccount)),
				dollars, TradeProvider.ProviderA, new BigDecimal("4"), new BigDecimal("50"), "USD",
				SecurityMovementType.Deposit, "delivery " + dollars, QUARTER_EVE, null));
		quotes.close(first, QUARTER_EVE, "100");
		quotes.close(second, QUARTER_EVE, "200");
		quotes.close(dollars, QUARTER_EVE, "50");
		assertThat(operatorRun(QUARTER_EVE).json()).isEqualTo(run(QUARTER_EVE, 2, 0));
		LocalDate day = LocalDate.of(2025, 4, 7);
		quotes.close(first, day, "80");
		quotes.close(second, day, "200");
		quotes.close(dollars, day, "60.5");
		assertThat(operatorRun(day).json()).isEqualTo(run(day, 2, 1));

		HttpResponse<byte[]> pdf = send(reports() + "/" + day, "application/pdf");
		assertThat(pdf.statusCode()).isEqualTo(200);
		assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
		assertThat(pdf.headers().firstValue("Content-Disposition"))
			.hasValue("attachment; filename=\"loss-threshold-report-" + clientId + "-" + day + ".pdf\"");
		List<String> lines = PdfText.lines(pdf.body());
		String accountNumber = get("/api/v3/deposit-accounts/" + depositAccount).get("accountNumber").asString();
		assertThat(lines).contains("Loss threshold report", "Deposit account " + accountNumber,
				"Valuation date 7 Apr 2025", "Portfolio in EUR", "Period 1 Apr 2025 to 30 Jun 2025",
				"Start value 2,000.00 EUR (valuation of 31 Mar 2025)", "Current value 1,800.00 EUR", "Loss 10.00 %",
				"Threshold 10 % reached", first + " Loss test " + first + " 10 80.00 800.00 EUR",
				second + " Loss test " + second + " 5 200.00 1,000.00 EUR", "Portfolio in USD",
				"Current value 242.00 USD", "Loss -21.00 %", "Threshold none newly reached",
				dollars + " Loss test " + dollars + " 4 60.50 242.00 USD");
		CustomerPdfs.assertCustomerDocument(pdf.body(), "Erika Mustermann", "Heidestraße 17", accountNumber,
				"Loss test " + first);
		CustomerPdfs.keep("loss-threshold-report", pdf.body());
		JsonNode entry = get(reports() + "/" + day);
		assertThat(entry.get("portfolios").valueStream().map(p -> p.get("currencyCode").asString()))
			.containsExactly("EUR", "USD");
		assertThat(send(reports() + "/" + day, "text/csv").statusCode()).isEqualTo(406);
	}

	@Test
	void theReportReachesTheClientsWebhookWithItsDateAndDataUrl() {
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of(
				"tenantId", tenantId, "clientId", clientId, "url", receiver.url(), "eventTypes",
				List.of("LossThresholdReport")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		String isin = held("3", "10", QUARTER_EVE);
		valueDay(isin, QUARTER_EVE, "10");
		valueDay(isin, LocalDate.of(2025, 4, 1), "6.5");

		JsonNode event = JSON.readTree(receiver.awaitRequests(1).getFirst().body());
		assertThat(event.get("type").asString()).isEqualTo("LossThresholdReport");
		assertThat(EventEnvelopes.parameters(event)).containsOnly(Map.entry("clientId", clientId),
				Map.entry("snapshotDate", "2025-04-01"));
		assertThat(event.get("dataUrl").asString()).isEqualTo(BASE_URL + reports() + "/2025-04-01");
		assertThat(portfolio(get(event.get("dataUrl").asString())).get("reportedThreshold").asInt()).isEqualTo(30);
	}

	@Test
	void runsAtTheSameMomentValueAndReportOnce() throws Exception {
		String isin = held("2", "50", QUARTER_EVE);
		valueDay(isin, QUARTER_EVE, "50");
		LocalDate day = LocalDate.of(2025, 4, 1);
		quotes.close(isin, day, "40");
		List<CompletableFuture<LossThresholdRuns.Run>> concurrent = new ArrayList<>();
		for (int i = 0; i < 3; i++) {
			concurrent.add(CompletableFuture.supplyAsync(() -> runs.run(day, tenantId)));
		}
		int valued = 0;
		int reported = 0;
		for (CompletableFuture<LossThresholdRuns.Run> run : concurrent) {
			valued += run.get().portfoliosValued();
			reported += run.get().reportsIssued();
		}
		assertThat(valued).isEqualTo(1);
		assertThat(reported).isEqualTo(1);
		assertThat(get(reports()).get("data")).hasSize(1);
	}

	@Test
	void theDailyJobValuesThePreviousWeekday() {
		LocalDate yesterday = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).minusDays(1);
		LocalDate before = yesterday.minusDays(1);
		String isin = held("1", "100", before);
		valueDay(isin, before, "100");
		quotes.close(isin, yesterday, "50");
		runs.onSchedule();
		boolean weekday = yesterday.getDayOfWeek() != DayOfWeek.SATURDAY
				&& yesterday.getDayOfWeek() != DayOfWeek.SUNDAY;
		assertThat(http.get(reports() + "/" + yesterday, token).status()).isEqualTo(weekday ? 200 : 404);
	}

	@Test
	void otherTenantsAndUnknownClientsSeeNothingAndTheRunChecksItsInput() {
		String isin = held("1", "100", QUARTER_EVE);
		valueDay(isin, QUARTER_EVE, "100");
		assertThat(operatorRun(LocalDate.of(2025, 4, 1), platform.newTenant()).json()).as("another tenant's run")
			.isEqualTo(run("2025-04-01", 0, 0));
		valueDay(isin, LocalDate.of(2025, 4, 1), "10");
		String path = reports() + "/2025-04-01";
		assertThat(http.get(path, token).status()).isEqualTo(200);

		String otherTenant = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(),
				"accounts.read"), "accounts.read");
		assertThat(http.get(path, otherTenant).status()).isEqualTo(404);
		assertThat(http.get(reports(), otherTenant).status()).isEqualTo(404);
		assertThat(http.get("/api/v3/clients/" + UUID.randomUUID() + "/loss-threshold-reports", token).status())
			.isEqualTo(404);
		assertThat(http.get(reports() + "/2025-02-30", token).status()).isEqualTo(400);
		String noScope = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		assertThat(http.get(path, noScope).status()).isEqualTo(403);

		String admin = platform.adminToken();
		String runs = "/admin/v1/loss-threshold-reports";
		LocalDate tomorrow = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(1);
		assertThat(http.postJson(runs, admin, Map.of("date", tomorrow.toString())).status()).isEqualTo(422);
		assertThat(http.postJson(runs, admin, Map.of("date", "1999-12-31")).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("date", "2025-13-01")).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("date", "yesterday")).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("tenantId", tenantId)).status()).isEqualTo(400);
		assertThat(http.postJson(runs, admin, Map.of("date", "2025-04-01", "tenantId", "x")).status()).isEqualTo(400);
		assertThat(http.postJson(runs, token, Map.of("date", "2025-04-01")).status()).isEqualTo(403);
	}

	/** A new instrument held from {@code valueDate} on. */
	private String held(String quantity, String price, LocalDate valueDate) {
		String isin = TestIsins.random();
		quotes.list(isin, "EUR");
		book(isin, quantity, price, valueDate, SecurityMovementType.Deposit);
		return isin;
	}

	private void book(String isin, String quantity, String price, LocalDate valueDate, SecurityMovementType type) {
		accounts.bookSecurities(tenant, new SecurityBooking(new DepositAccountId(UUID.fromString(depositAccount)), isin,
				TradeProvider.ProviderA, new BigDecimal(quantity), new BigDecimal(price), "EUR", type,
				type + " " + isin, valueDate, null));
	}

	/** The instrument's close of the day, then the operator's run of the day for the tenant. */
	private JsonNode valueDay(String isin, LocalDate date, String close) {
		quotes.close(isin, date, close);
		Http.Response run = operatorRun(date);
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
		return run.json();
	}

	private Http.Response operatorRun(LocalDate date) {
		return operatorRun(date, tenantId);
	}

	private Http.Response operatorRun(LocalDate date, UUID tenant) {
		return http.postJson("/admin/v1/loss-threshold-reports", platform.adminToken(), Map.of("date",
				date.toString(), "tenantId", tenant));
	}

	private static JsonNode run(Object date, int portfolios, int reports) {
		return JSON.readTree("{\"date\":\"" + date + "\",\"portfoliosValued\":" + portfolios + ",\"reportsIssued\":"
				+ reports + "}");
	}

	private String reports() {
		return "/api/v3/clients/" + clientId + "/loss-threshold-reports";
	}

	private static JsonNode portfolio(JsonNode report) {
		assertThat(report.get("portfolios")).hasSize(1);
		return report.get("portfolios").get(0);
	}

	private String newClient() {
		Http.Response response = http.postJson("/api/v3/clients", token,
				Map.of("clientKey", Platform.unique("loser"), "clientType", "Retail", "name", "Erika", "surname",
						"Mustermann", "address", Map.of("street", "Heidestraße", "streetNumber", "17", "postalCode",
								"51147", "city", "Köln", "country", "DEU")));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	private String activeDepositAccount() {
		Http.Response created = http.postJson("/api/v3/deposit-accounts", token, Map.of("clientId", clientId));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		String id = created.json().get("id").asString();
		Http.Response active = http.putJson("/api/v3/deposit-accounts/" + id + "/status", token, Map.of("status",
				"Active"));
		assertThat(active.status()).as(active.toString()).isEqualTo(200);
		return id;
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private HttpResponse<byte[]> send(String path, String accept) {
		return http.getBytes(path, token, accept);
	}

}
