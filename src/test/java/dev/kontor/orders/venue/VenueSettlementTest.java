package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.Platform;
import dev.kontor.testing.WebhookReceiver;

import static dev.kontor.orders.venue.VenueMarket.decimal;
import static dev.kontor.orders.venue.VenueMarket.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a fill leaves behind: the value date of its settlement over the market's working days and holidays, the
 * execution statement as PDF, and the webhook events of the order, the execution and the bookings.
 */
class VenueSettlementTest extends FundedMarketTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final List<String> TYPES = List.of("TradeExecutionReport", "TradeExecutionStatement",
			"NewInternalAccountTransaction", "NewDepositAccountTransaction");

	private final WebhookReceiver receiver = new WebhookReceiver();

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void theValueDateCountsTheMarketsWorkingDaysSkippingItsClosedDaysAndHolidays() {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		// no session on the day after today (a weekend), a holiday on the day after that
		market.calendar(List.of(dayOfWeek(today), dayOfWeek(today.plusDays(2)), dayOfWeek(today.plusDays(3)),
				dayOfWeek(today.plusDays(4))), List.of(today.plusDays(2)), "23:59:59");
		market.quote("99", "100");
		market.place("settle-1", "Buy", "Market", "GoodTillCancelled", "quantity", "3");

		market.awaitStatus("settle-1", "Filled");

		JsonNode execution = market.executions("settle-1").get(0);
		assertThat(execution.get("valueDate").asString()).isEqualTo(today.plusDays(4).toString());
		JsonNode transactions = expect(http.get("/api/v3/internal-accounts/" + market.internalAccountId
				+ "/transactions", market.token), 200);
		JsonNode settlement = stream(transactions).stream()
			.filter(t -> t.get("type").asString().equals("TradeSettlement"))
			.findFirst()
			.orElseThrow();
		assertThat(settlement.get("valueDate").asString()).isEqualTo(today.plusDays(4).toString());
		assertThat(settlement.get("bookingDate").asString()).startsWith(today.toString());
		// 3 x 100 + the minimum fee 2.00
		assertThat(settlement.get("amount").decimalValue()).isEqualByComparingTo("-302");
	}

	@Test
	void newSettlementSettingsOfTheInstrumentApplyToTheNextFillAtOnce() {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		market.quote("99", "100");
		market.place("before", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.awaitStatus("before", "Filled");

		market.instrument(5, "WorkingDays");
		market.place("after", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.awaitStatus("after", "Filled");

		// every day is a working day of a market open around the clock
		assertThat(market.executions("before").get(0).get("valueDate").asString())
			.isEqualTo(today.plusDays(2).toString());
		assertThat(market.executions("after").get(0).get("valueDate").asString())
			.as("the venue forgot the instrument it remembered").isEqualTo(today.plusDays(5).toString());
	}

	@Test
	void anOrderFilledInPartsPaysOneFeeOnWhatItExecuted() {
		market.fund("1000");
		market.place("parts-1", "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "1000");
		// each part: the volume, the quantity filled then, what the order holds reserved then (10,011 at first)
		for (String[] part : new String[][] { { "4", "4", "6006" }, { "4", "8", "2002" }, { "2", "10", "0" } }) {
			market.quote("999", "1000", "50", part[0]);
			JsonNode order = market.awaitOrder("parts-1",
					o -> decimal(o, "filledQuantity").compareTo(new BigDecimal(part[1])) == 0);
			assertThat(decimal(order, "reservedAmount")).as("reserved after %s filled", part[1])
				.isEqualByComparingTo(part[2]);
		}
		market.awaitStatus("parts-1", "Filled");

		// the default fee, 1 + 0.1 % at least 2: 5.00 on 4,000, 9.00 on 8,000, 11.00 on 10,000 executed
		assertThat(stream(market.executions("parts-1")).stream().map(e -> decimal(e, "fee")).toList())
			.usingElementComparator(BigDecimal::compareTo)
			.containsExactly(new BigDecimal("5.00"), new BigDecimal("4.00"), new BigDecimal("2.00"));
		JsonNode account = market.internalAccount();
		assertThat(decimal(account, "balance")).as("11,000 less 10,000 and one fee of 11.00")
			.isEqualByComparingTo("989");
		assertThat(decimal(account, "reservedAmount")).isEqualByComparingTo("0");
	}

	@Test
	void theExecutionStatementShowsTheOrderAndTheExecutionsFigures() {
		market.quote("99", "100", "50", "4");
		market.place("pdf-1", "Buy", "Market", "GoodTillCancelled", "quantity", "4");
		market.awaitStatus("pdf-1", "Filled");
		JsonNode execution = market.executions("pdf-1").get(0);
		String executionId = execution.get("executionId").asString();

		HttpResponse<byte[]> pdf = download(market.orders() + "/pdf-1/executions/" + executionId + "/statement");

		assertThat(pdf.statusCode()).isEqualTo(200);
		assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
		List<String> lines = PdfText.lines(pdf.body());
		DateTimeFormatter british = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.UK);
		String instrument = "Venue test stock " + market.isin;
		assertThat(lines).contains("Execution statement", "Client order id pdf-1",
				"Instrument " + instrument + " (" + market.isin + ")", "Order Buy, market order",
				"Trade provider Provider A", "Quantity 4", "Price 100 EUR", "Amount 400.00 EUR", "Fee 2.00 EUR",
				"Total debited 402.00 EUR", "Trade date " + LocalDate.now(ZoneOffset.UTC).format(british),
				"Value date " + LocalDate.parse(execution.get("valueDate").asString()).format(british));
		assertThat(lines)
			.anyMatch(line -> line.matches("Execution time \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d:\\d\\d UTC"));
		String internalAccount = expect(
				http.get("/api/v3/internal-accounts/" + market.internalAccountId, market.token), 200)
			.get("accountNumber")
			.asString();
		CustomerPdfs.assertCustomerDocument(pdf.body(), "Erika Mustermann", "Internal account " + internalAccount,
				instrument);
		CustomerPdfs.keep("execution-statement", pdf.body());
	}

	@Test
	void aSellsStatementShowsTheProceedsLessTheFee() {
		market.hold("10");
		market.quote("120", "121");
		market.place("pdf-sell", "Sell", "Market", "GoodTillCancelled", "quantity", "10");
		market.awaitStatus("pdf-sell", "Filled");
		String executionId = market.executions("pdf-sell").get(0).get("executionId").asString();

		String path = market.orders() + "/pdf-sell/executions/" + executionId + "/statement";
		List<String> lines = PdfText.lines(download(path).body());

		// 10 x 120 = 1200, the fee 1 + 1.2 = 2.20
		assertThat(lines).contains("Order Sell, market order", "Quantity 10", "Price 120 EUR", "Amount 1,200.00 EUR",
				"Fee 2.20 EUR", "Total credited 1,197.80 EUR");
	}

	@Test
	void anotherClientsOrAnUnknownExecutionHasNoStatement() {
		market.quote("99", "100");
		market.place("pdf-2", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.awaitStatus("pdf-2", "Filled");
		String executionId = market.executions("pdf-2").get(0).get("executionId").asString();

		assertThat(download(market.orders() + "/pdf-2/executions/" + UUID.randomUUID() + "/statement").statusCode())
			.isEqualTo(404);
		assertThat(download("/api/client/" + UUID.randomUUID() + "/order/pdf-2/executions/" + executionId
				+ "/statement").statusCode()).isEqualTo(404);
		assertThat(download(market.orders() + "/other/executions/" + executionId + "/statement").statusCode())
			.isEqualTo(404);
	}

	@Test
	void aUserLinkedToAnotherClientRecordIsRefusedTheStatement() {
		market.quote("99", "100");
		market.place("pdf-3", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		market.awaitStatus("pdf-3", "Filled");
		String executionId = market.executions("pdf-3").get(0).get("executionId").asString();
		String path = market.orders() + "/pdf-3/executions/" + executionId + "/statement";
		String otherRecord = expect(http.postJson("/api/v3/clients", market.token, Map.of("clientKey",
				Platform.unique("other"), "clientType", "Retail", "name", "Max", "surname", "Muster")), 201)
			.get("id")
			.asString();
		String owner = platform.userToken(platform.newUserOfClientRecord(market.tenantId, market.clientId),
				"orders.read");
		String stranger = platform.userToken(platform.newUserOfClientRecord(market.tenantId, otherRecord),
				"orders.read");

		assertThat(http.get(path, stranger).status()).isEqualTo(403);
		assertThat(http.get(path, owner).status()).isEqualTo(200);
	}

	@Test
	void theReceiverSeesTheOrdersChangesItsExecutionStatementAndTheBookings() {
		expect(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId",
				market.tenantId, "clientId", market.clientId, "url", receiver.url(), "eventTypes", TYPES)), 201);
		market.quote("99", "100");
		market.place("hook-1", "Buy", "Market", "GoodTillCancelled", "quantity", "2");
		market.awaitStatus("hook-1", "Filled");
		String executionId = market.executions("hook-1").get(0).get("executionId").asString();

		// New, Filled; the statement; the cash settlement; the securities delivery
		List<JsonNode> events = receiver.awaitRequests(5).stream().map(r -> JSON.readTree(r.body())).toList();

		Map<String, List<Map<String, String>>> byType = new HashMap<>();
		events.forEach(event -> byType.computeIfAbsent(event.get("type").asString(), t -> new ArrayList<>())
			.add(EventEnvelopes.parameters(event)));
		assertThat(byType.get("TradeExecutionReport")).hasSize(2)
			.containsOnly(Map.of("clientId", market.clientId, "clientOrderId", "hook-1"));
		assertThat(byType.get("TradeExecutionStatement"))
			.containsExactly(
					Map.of("clientId", market.clientId, "clientOrderId", "hook-1", "executionId", executionId));
		assertThat(byType.get("NewInternalAccountTransaction")).hasSize(1);
		assertThat(byType.get("NewInternalAccountTransaction").getFirst())
			.containsEntry("internalAccountId", market.internalAccountId)
			.containsKey("internalAccountTransactionId");
		assertThat(byType.get("NewDepositAccountTransaction").getFirst())
			.containsEntry("depositAccountId", market.depositAccountId);
		JsonNode statementEvent = events.stream()
			.filter(event -> event.get("type").asString().equals("TradeExecutionStatement"))
			.findFirst()
			.orElseThrow();
		String dataUrl = statementEvent.get("dataUrl").asString();
		assertThat(dataUrl).isEqualTo(BASE_URL + market.orders() + "/hook-1/executions/" + executionId + "/statement");
		assertThat(download(dataUrl.substring(BASE_URL.length())).statusCode()).isEqualTo(200);
	}

	private static int dayOfWeek(LocalDate date) {
		return date.getDayOfWeek().getValue();
	}

	private static List<JsonNode> stream(JsonNode page) {
		JsonNode list = page.has("data") ? page.get("data") : page;
		return list.valueStream().toList();
	}

	private HttpResponse<byte[]> download(String path) {
		return http.getBytes(path, market.token, "application/pdf, application/json");
	}

}
