package dev.kontor.corporateactions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.TestInstruments;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The statement of a client record for a corporate action over HTTP with real tokens: the JSON and the PDF of a cash
 * dividend booked with its tax, an entitlement that could not be paid, no statement before the bookings, and client
 * records of another tenant or of another user never shown.
 */
class CorporateActionStatementApiTest extends HttpTest {

	private static final String ADMIN = "/admin/v1/corporate-actions";

	private static final String API = "/api/v3/corporate-actions";

	private static final String PDF = "application/pdf";

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	private static final LocalDate RECORD_DATE = TODAY.minusDays(2);

	@Autowired
	Accounts accounts;

	private Holders holders;

	private CorporateActionOperator operator;

	private String isin;

	@BeforeEach
	void tenant() {
		holders = new Holders(http, platform, accounts);
		operator = new CorporateActionOperator(http, platform);
		isin = TestIsins.random();
		TestInstruments.register(http, platform, isin, "Dividend test stock");
	}

	@Test
	void aBookedDividendIsStatedWithItsTaxAndTotalsAsJsonAndPdf() {
		String clientId = holders.newClient();
		String cashAccount = holders.activeAccount(clientId, "internal-accounts",
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "33", RECORD_DATE.minusDays(3));
		String id = announce(dividend(TODAY));
		process();
		String path = API + "/" + id + "/statements/" + clientId;

		JsonNode statement = get(path);

		assertThat(statement.propertyNames()).containsExactly("corporateActionId", "isinCode", "eventType", "exDate",
				"recordDate", "paymentDate", "currencyCode", "grossAmountPerShare", "withholdingTaxRate", "ratioNew",
				"ratioOld", "newIsinCode", "cashInLieuPrice", "description", "clientId", "entitlements", "totals",
				"createdDate");
		assertThat(statement.get("corporateActionId").asString()).isEqualTo(id);
		assertThat(statement.get("isinCode").asString()).isEqualTo(isin);
		assertThat(statement.get("eventType").asString()).isEqualTo("CashDividend");
		assertThat(statement.get("recordDate").asString()).isEqualTo(RECORD_DATE.toString());
		assertThat(statement.get("paymentDate").asString()).isEqualTo(TODAY.toString());
		assertThat(statement.get("currencyCode").asString()).isEqualTo("EUR");
		assertThat(statement.get("grossAmountPerShare").decimalValue()).isEqualByComparingTo("0.50");
		assertThat(statement.get("withholdingTaxRate").decimalValue()).isEqualByComparingTo("26.375");
		assertThat(statement.get("description").asString()).isEqualTo("Dividend for the year 2025");
		assertThat(statement.get("clientId").asString()).isEqualTo(clientId);
		assertThat(statement.get("entitlements")).hasSize(1);
		JsonNode line = statement.get("entitlements").get(0);
		assertThat(line.propertyNames()).containsExactly("entitlementId", "depositAccountId", "provider", "quantity",
				"status", "internalAccountId", "grossAmount", "taxAmount", "netAmount", "newIsinCode", "newQuantity",
				"failure");
		assertThat(line.get("entitlementId").asString())
			.isEqualTo(get(API + "/" + id + "/entitlements").get("data").get(0).get("entitlementId").asString());
		assertThat(line.get("depositAccountId").asString()).isEqualTo(deposit.value().toString());
		assertThat(line.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(line.get("quantity").decimalValue()).isEqualByComparingTo("33");
		assertThat(line.get("status").asString()).isEqualTo("Booked");
		assertThat(line.get("internalAccountId").asString()).isEqualTo(cashAccount);
		assertThat(line.get("grossAmount").decimalValue()).isEqualByComparingTo("16.50");
		assertThat(line.get("taxAmount").decimalValue()).isEqualByComparingTo("4.35");
		assertThat(line.get("netAmount").decimalValue()).isEqualByComparingTo("12.15");
		assertThat(line.get("failure").isNull()).isTrue();
		JsonNode totals = statement.get("totals");
		assertThat(totals.propertyNames()).containsExactly("grossAmount", "taxAmount", "netAmount");
		assertThat(totals.get("grossAmount").decimalValue()).isEqualByComparingTo("16.50");
		assertThat(totals.get("taxAmount").decimalValue()).isEqualByComparingTo("4.35");
		assertThat(totals.get("netAmount").decimalValue()).isEqualByComparingTo("12.15");
		assertThat(statement.get("createdDate").asString()).startsWith(TODAY.toString()).endsWith("Z");
		assertThat(get(path)).as("the same every time").isEqualTo(statement);

		HttpResponse<byte[]> pdf = http.getBytes(path, holders.token, PDF);
		assertThat(pdf.statusCode()).isEqualTo(200);
		assertThat(pdf.headers().firstValue("Content-Type")).hasValue(PDF);
		assertThat(pdf.headers().firstValue("Content-Disposition"))
			.hasValue("attachment; filename=\"corporate-action-" + id + "-statement-" + clientId + ".pdf\"");
		assertThat(pages(pdf.body())).isEqualTo(1);
		List<String> lines = PdfText.lines(pdf.body());
		String depositNumber = numberOf("deposit-accounts", deposit.value().toString());
		String cashNumber = numberOf("internal-accounts", cashAccount);
		assertThat(lines).contains("Corporate action statement", "Erika Mustermann", "Corporate action " + id,
				"Event Cash dividend", "Instrument Dividend test stock (" + isin + ")",
				"Description Dividend for the year 2025", "Ex date " + british(RECORD_DATE.minusDays(1)),
				"Record date " + british(RECORD_DATE), "Payment date " + british(TODAY), "Currency EUR",
				"Amount per share 0.50 EUR", "Withholding tax rate 26.375 %", "Statement date " + british(TODAY),
				"Deposit account Provider Quantity Status Gross Tax Net",
				depositNumber + " Provider A 33 Booked 16.50 4.35 12.15", "Gross amount 16.50 EUR",
				"Tax withheld 4.35 EUR", "Net amount 12.15 EUR", "Paid to internal account " + cashNumber,
				"page 1 of 1");
		assertThat(lines).anyMatch(text -> text.startsWith("Corporate action statement CA-"));
		assertThat(lines).noneMatch(text -> text.contains("Not booked"));
		CustomerPdfs.assertCustomerDocument(pdf.body(), "Erika Mustermann", depositNumber, "Dividend test stock");
		CustomerPdfs.keep("corporate-action-statement", pdf.body());
	}

	@Test
	void anEntitlementThatCouldNotBePaidIsStatedWithItsReason() {
		String clientId = holders.newClient();
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "8", RECORD_DATE);
		String id = announce(dividend(TODAY));
		process();
		String path = API + "/" + id + "/statements/" + clientId;

		JsonNode statement = get(path);

		JsonNode line = statement.get("entitlements").get(0);
		assertThat(line.get("status").asString()).isEqualTo("Failed");
		assertThat(line.get("failure").asString()).contains("no Active internal account in EUR");
		assertThat(line.get("internalAccountId").isNull()).isTrue();
		assertThat(line.get("grossAmount").isNull()).isTrue();
		assertThat(line.get("netAmount").isNull()).isTrue();
		assertThat(statement.get("totals").get("grossAmount").decimalValue()).isZero();
		assertThat(statement.get("totals").get("netAmount").decimalValue()).isZero();
		assertThat(statement.get("createdDate").isNull()).isFalse();
		List<String> lines = PdfText.lines(http.getBytes(path, holders.token, PDF).body());
		String depositNumber = numberOf("deposit-accounts", deposit.value().toString());
		assertThat(lines).contains(depositNumber + " Provider A 8 Failed", "Gross amount 0.00 EUR",
				"Net amount 0.00 EUR", "Not booked", "Deposit account " + depositNumber);
		assertThat(lines).anyMatch(text -> text.startsWith("Reason The client record has no Active internal account "
				+ "in EUR"));
		assertThat(lines).noneMatch(text -> text.startsWith("Paid to"));
	}

	@Test
	void noStatementIsMadeBeforeThePaymentDateNorForAnUnknownActionOrAClientRecordWithoutEntitlement() {
		String clientId = holders.newClient();
		holders.activeAccount(clientId, "internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "5", RECORD_DATE);
		String id = announce(dividend(TODAY.plusDays(3)));
		process();
		assertThat(get(API + "/" + id + "/entitlements").get("data").get(0).get("status").asString())
			.isEqualTo("Pending");

		Http.Response pending = http.get(API + "/" + id + "/statements/" + clientId, holders.token);
		assertThat(pending.status()).isEqualTo(404);
		assertThat(pending.json().get("detail").asString()).isEqualTo("The statement of corporate action " + id
				+ " for client record " + clientId + " is made when its entitlements are booked, on the payment date "
				+ TODAY.plusDays(3));
		assertThat(http.getBytes(API + "/" + id + "/statements/" + clientId, holders.token, PDF).statusCode())
			.isEqualTo(404);
		Http.Response unknownAction = http.get(API + "/unknown-action/statements/" + clientId, holders.token);
		assertThat(unknownAction.status()).isEqualTo(404);
		assertThat(unknownAction.json().get("detail").asString())
			.isEqualTo("No corporate action unknown-action is known");
		String notHolding = holders.newClient();
		Http.Response notEntitled = http.get(API + "/" + id + "/statements/" + notHolding, holders.token);
		assertThat(notEntitled.status()).isEqualTo(404);
		assertThat(notEntitled.json().get("detail").asString())
			.isEqualTo("The client record " + notHolding + " has no entitlement to corporate action " + id);
		assertThat(http.get(API + "/" + id + "/statements/" + UUID.randomUUID(), holders.token).status())
			.isEqualTo(404);
		assertThat(http.get(API + "/" + id + "/statements/not-a-uuid", holders.token).status()).isEqualTo(400);
	}

	@Test
	void anotherTenantsClientsAndOtherClientRecordsUsersNeverSeeTheStatement() {
		Holders others = new Holders(http, platform, accounts);
		String ours = holders.newClient();
		holders.activeAccount(ours, "internal-accounts", Map.of("clientId", ours, "currencyCode", "EUR"));
		holders.deliver(new DepositAccountId(UUID.fromString(
				holders.activeAccount(ours, "deposit-accounts", Map.of("clientId", ours)))), isin, "4", RECORD_DATE);
		String neighbour = holders.newClient();
		holders.activeAccount(neighbour, "internal-accounts", Map.of("clientId", neighbour, "currencyCode", "EUR"));
		holders.deliver(new DepositAccountId(UUID.fromString(holders.activeAccount(neighbour, "deposit-accounts",
				Map.of("clientId", neighbour)))), isin, "2", RECORD_DATE);
		String theirs = others.newClient();
		others.activeAccount(theirs, "internal-accounts", Map.of("clientId", theirs, "currencyCode", "EUR"));
		others.deliver(new DepositAccountId(UUID.fromString(
				others.activeAccount(theirs, "deposit-accounts", Map.of("clientId", theirs)))), isin, "6", RECORD_DATE);
		String id = announce(dividend(TODAY));
		process();
		String ourPath = API + "/" + id + "/statements/" + ours;
		String theirPath = API + "/" + id + "/statements/" + theirs;

		assertThat(get(ourPath).get("totals").get("grossAmount").decimalValue()).isEqualByComparingTo("2");
		assertThat(http.get(theirPath, holders.token).status()).as("another tenant's client record").isEqualTo(404);
		assertThat(http.getBytes(theirPath, holders.token, PDF).statusCode()).isEqualTo(404);
		assertThat(http.get(ourPath, others.token).status()).isEqualTo(404);
		assertThat(http.getBytes(ourPath, others.token, PDF).statusCode()).isEqualTo(404);
		Http.Response theirView = http.get(theirPath, others.token);
		assertThat(theirView.status()).as(theirView.toString()).isEqualTo(200);
		assertThat(theirView.json().get("totals").get("grossAmount").decimalValue()).isEqualByComparingTo("3");

		String ourUser = platform.userToken(platform.newUserOfClientRecord(holders.tenantId, ours),
				"corporateactions.read");
		assertThat(http.get(ourPath, ourUser).status()).isEqualTo(200);
		assertThat(http.getBytes(ourPath, ourUser, PDF).statusCode()).isEqualTo(200);
		assertThat(http.get(API + "/" + id + "/statements/" + neighbour, ourUser).status()).isEqualTo(403);
		assertThat(http.getBytes(API + "/" + id + "/statements/" + neighbour, ourUser, PDF).statusCode())
			.isEqualTo(403);
		assertThat(http.get(API + "/" + id + "/statements/" + neighbour, holders.token).status()).isEqualTo(200);
		String accountsOnly = platform.clientCredentialsToken(
				platform.newServerClient(holders.tenantId, "accounts.read"), "accounts.read");
		assertThat(http.get(ourPath, accountsOnly).status()).isEqualTo(403);
		assertThat(http.get(ourPath).status()).isEqualTo(401);
	}

	@Test
	void answersThePdfOnlyWhenAcceptRanksItAboveJson() {
		String clientId = holders.newClient();
		holders.activeAccount(clientId, "internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		holders.deliver(new DepositAccountId(UUID.fromString(holders.activeAccount(clientId, "deposit-accounts",
				Map.of("clientId", clientId)))), isin, "1", RECORD_DATE);
		String id = announce(dividend(TODAY));
		process();
		String path = API + "/" + id + "/statements/" + clientId;

		assertThat(contentType(path, "application/json;q=0.5, application/pdf")).hasValue(PDF);
		assertThat(contentType(path, "application/pdf;q=0.5, application/json")).hasValue("application/json");
		assertThat(contentType(path, "*/*")).hasValue("application/json");
		assertThat(http.getBytes(path, holders.token, "text/csv").statusCode()).isEqualTo(406);
	}

	private Optional<String> contentType(String path, String accept) {
		HttpResponse<byte[]> response = http.getBytes(path, holders.token, accept);
		assertThat(response.statusCode()).isEqualTo(200);
		return response.headers().firstValue("Content-Type");
	}

	private Map<String, Object> dividend(LocalDate paymentDate) {
		Map<String, Object> body = CorporateActionOperator.dividend(isin, RECORD_DATE, paymentDate);
		body.put("description", "Dividend for the year 2025");
		return body;
	}

	private String announce(Map<String, Object> body) {
		return operator.announce(body);
	}

	private void process() {
		operator.process();
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private String numberOf(String kind, String account) {
		Http.Response response = http.get("/api/v3/" + kind + "/" + account, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("accountNumber").asString();
	}

	private static String british(LocalDate date) {
		return date.format(DateTimeFormatter.ofPattern("d MMM yyyy", Locale.UK));
	}

	private static int pages(byte[] pdf) {
		try (PDDocument document = Loader.loadPDF(pdf)) {
			return document.getNumberOfPages();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
