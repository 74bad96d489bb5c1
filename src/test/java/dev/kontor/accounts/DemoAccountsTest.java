package dev.kontor.accounts;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code demo} profile's accounts as a newcomer sees them with the demo back office's token: every demo client
 * has an Active euro account with a balance, a deposit history and a statement, and a deposit account with positions. On its
 * own in-memory H2 database, like the other demo test, so that the suite's database never sees the demo tenant.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = "spring.datasource.url=jdbc:h2:mem:kontor-demo-accounts;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class DemoAccountsTest {

	private static final int PORT = FreePorts.pick();

	private final Http http = new Http("http://localhost:" + PORT);

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
	}

	@Test
	void theDemoDividendAndSplitAreBookedWithTheirStatements() {
		String token = new Platform(http).clientCredentialsToken("demo-server", "demo-server-secret",
				"corporateactions.read accounts.read");

		JsonNode actions = get("/api/v3/corporate-actions", token).get("data");
		assertThat(actions).extracting(action -> action.get("eventType").asString() + " "
				+ action.get("status").asString())
			.containsExactlyInAnyOrder("CashDividend Processed", "Split Processed");
		for (JsonNode action : actions) {
			String id = action.get("corporateActionId").asString();
			JsonNode entitlements = get("/api/v3/corporate-actions/" + id + "/entitlements", token).get("data");
			assertThat(entitlements).as("one entitlement per demo client").hasSize(4);
			for (JsonNode entitlement : entitlements) {
				assertThat(entitlement.get("status").asString()).isEqualTo("Booked");
				if (action.get("eventType").asString().equals("CashDividend")) {
					assertThat(entitlement.get("grossAmount").decimalValue()).isEqualByComparingTo("11.75");
					assertThat(entitlement.get("taxAmount").decimalValue()).isEqualByComparingTo("3.10");
				}
				else {
					assertThat(entitlement.get("newQuantity").decimalValue()).isEqualByComparingTo("6");
				}
				assertThat(get("/api/v3/corporate-actions/" + id + "/statements/"
						+ entitlement.get("clientId").asString(), token).get("entitlements")).hasSize(1);
			}
		}
	}

	@Test
	void aDemoClientHasABalanceTransactionsAndPositionsOverTheApi() {
		String token = new Platform(http).clientCredentialsToken("demo-server", "demo-server-secret",
				"clients.read accounts.read");

		JsonNode accounts = get("/api/v3/internal-accounts", token).get("data");
		assertThat(accounts).as("one euro account per demo client").hasSize(4);
		for (JsonNode account : accounts) {
			assertThat(account.get("status").asString()).isEqualTo("Active");
			assertThat(account.get("currencyCode").asString()).isEqualTo("EUR");
			assertThat(account.get("balance").decimalValue()).isPositive();
			assertThat(account.get("availableAmount").decimalValue()).isPositive();
			JsonNode transactions = get("/api/v3/internal-accounts/" + account.get("id").asString() + "/transactions",
					token).get("data");
			assertThat(transactions).extracting(transaction -> transaction.get("type").asString())
				.contains("Deposit", "TradeSettlement", "CorporateAction", "Tax");
			java.util.List<java.time.LocalDate> depositDates = new java.util.ArrayList<>();
			transactions.forEach(transaction -> {
				if (transaction.get("type").asString().equals("Deposit")) {
					depositDates.add(java.time.LocalDate.parse(transaction.get("valueDate").asString()));
				}
			});
			assertThat(depositDates).as("a deposit a month over past months").hasSize(5).doesNotHaveDuplicates();
			assertThat(depositDates.stream().map(java.time.YearMonth::from).distinct()).hasSize(5);
		}
		String firstAccount = accounts.get(0).get("id").asString();
		JsonNode statements = get("/api/v3/internal-accounts/" + firstAccount + "/statements", token);
		assertThat(statements.toString()).as("an interim statement of the month running").contains("\"fileNumber\":1");
		JsonNode deposits = get("/api/v3/deposit-accounts", token).get("data");
		assertThat(deposits).hasSize(4);
		JsonNode positions = get("/api/v3/deposit-accounts/" + deposits.get(0).get("id").asString() + "/positions",
				token);
		assertThat(positions.toString()).contains("DE0007164600", "DE0007236101", "DE0008404005");
	}

	private JsonNode get(String path, String token) {
		Http.Response response = http.get(path, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

}
