package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import tools.jackson.databind.JsonNode;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant set up for order tests over HTTP: an integrator's token with the client, account, order, AML and price
 * feed scopes; an onboarded client record with active euro accounts as its defaults; a tradeable euro stock quoted
 * at bid 99 / ask 100. Cash and positions are booked through the ledgers, as a settled deposit or trade would.
 */
final class OrdersTenant {

	static final String SCOPES = "clients.read clients.write accounts.read accounts.write orders.read orders.write "
			+ "aml.read aml.write pricefeed.read pricefeed.write";

	static final String PRICEFEED = "/api/pricefeed/v2";

	final UUID tenantId;

	final String token;

	/** A price connector's token: quotes are the operator's to write, not the tenant's. */
	final String feed;

	final String clientId;

	final String internalAccountId;

	final String depositAccountId;

	final String isin;

	private final Http http;

	private final Platform platform;

	private final Accounts accounts;

	OrdersTenant(Http http, Platform platform, Accounts accounts) {
		this.http = http;
		this.platform = platform;
		this.accounts = accounts;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		this.feed = platform.priceConnectorToken();
		this.isin = instrument("EUR", true);
		quote(isin, "99", "100");
		this.clientId = client();
		this.internalAccountId = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		this.depositAccountId = activeAccount("deposit-accounts", Map.of("clientId", clientId));
		defaults(clientId, internalAccountId, depositAccountId);
		status(clientId, "Onboarded");
	}

	/** A new instrument of ProviderA in the currency; tradeable or not. */
	String instrument(String currency, boolean tradeable) {
		String isinCode = TestIsins.random();
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isinCode);
		body.put("provider", "ProviderA");
		body.put("name", "Order test stock " + isinCode);
		body.put("currency", currency);
		body.put("mic", "XETR");
		body.put("type", "Stocks");
		body.put("existsAtMasterData", true);
		body.put("settlementDays", 2);
		body.put("settlementFor", "OnValueDate");
		body.put("settlementDaysType", "WorkingDays");
		body.put("tradeable", tradeable);
		String referenceWriter = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		expect(http.putJson(PRICEFEED + "/admin/instruments", referenceWriter, List.of(body)), 200);
		return isinCode;
	}

	void quote(String isinCode, String bid, String ask) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isinCode);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", Instant.now().toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		quote.put("bidVolume", new BigDecimal("500"));
		quote.put("askVolume", new BigDecimal("700"));
		expect(http.postJson(PRICEFEED + "/quotes/ingest", feed, List.of(quote)), 200);
	}

	/** The tenant's order support item of the instrument, with these fields on top of its isinCode. */
	void support(String isinCode, Map<String, Object> fields) {
		Map<String, Object> item = new HashMap<>(fields);
		item.put("isinCode", isinCode);
		expect(http.putJson(PRICEFEED + "/admin/order-support", token, List.of(item)), 200);
	}

	/** A new client record in status Initial, without default accounts. */
	String client() {
		return expect(http.postJson("/api/v3/clients", token, clientBody(Platform.unique("trader"))), 201).get("id")
			.asString();
	}

	String activeAccount(String kind, Map<String, Object> body) {
		String id = expect(http.postJson("/api/v3/" + kind, token, body), 200).get("id").asString();
		accountStatus(kind, id, "Active");
		return id;
	}

	void accountStatus(String kind, String id, String status) {
		expect(http.putJson("/api/v3/" + kind + "/" + id + "/status", token, Map.of("status", status)), 200);
	}

	void defaults(String client, String internal, String deposit) {
		JsonNode current = expect(http.get("/api/v3/clients/" + client, token), 200);
		Map<String, Object> body = clientBody(current.get("clientKey").asString());
		body.put("defaultInternalAccountId", internal);
		body.put("defaultDepositAccountId", deposit);
		expect(http.putJson("/api/v3/clients/" + client, token, body), 200);
	}

	void status(String client, String status) {
		expect(http.putJson("/api/v3/clients/" + client + "/status", token, Map.of("status", status)), 200);
	}

	/** Credits the internal account as a settled deposit would. */
	void fund(String amount) {
		accounts.bookCash(new TenantId(tenantId), new CashBooking(
				new InternalAccountId(UUID.fromString(internalAccountId)), new BigDecimal(amount), "EUR",
				CashTransactionType.Deposit, "funding", LocalDate.now(), null, false));
	}

	/** Delivers a position of the instrument into the deposit account. */
	void hold(String isinCode, String quantity) {
		accounts.bookSecurities(new TenantId(tenantId), new SecurityBooking(
				new DepositAccountId(UUID.fromString(depositAccountId)), isinCode, TradeProvider.ProviderA,
				new BigDecimal(quantity), new BigDecimal("90"), "EUR", SecurityMovementType.Deposit, "delivery",
				LocalDate.now(), null));
	}

	String orders(String clientRecord) {
		return "/api/client/" + clientRecord + "/order";
	}

	Http.Response place(Map<String, Object> body) {
		return http.postJson(orders(clientId), token, body);
	}

	/** A place body: the ISIN, side, type and time in force, with the figures given as name, value pairs. */
	Map<String, Object> order(String clientOrderId, String side, String type, String timeInForce,
			Object... figures) {
		Map<String, Object> body = new HashMap<>(Map.of("clientOrderId", clientOrderId, "isinCode", isin, "side", side,
				"orderType", type, "timeInForce", timeInForce));
		for (int i = 0; i < figures.length; i += 2) {
			Object value = figures[i + 1];
			body.put((String) figures[i], value instanceof String text ? new BigDecimal(text) : value);
		}
		return body;
	}

	JsonNode order(String clientOrderId) {
		return expect(http.get(orders(clientId) + "/" + clientOrderId, token), 200);
	}

	BigDecimal reservedCash() {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId, token), 200).get("reservedAmount")
			.decimalValue();
	}

	BigDecimal availableCash() {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId, token), 200).get("availableAmount")
			.decimalValue();
	}

	/** The position's reservedQuantity; zero where the account holds none of it. */
	BigDecimal reservedQuantity(String isinCode) {
		JsonNode positions = expect(http.get("/api/v3/deposit-accounts/" + depositAccountId + "/positions", token), 200);
		JsonNode list = positions.has("data") ? positions.get("data") : positions;
		for (JsonNode position : list) {
			if (position.get("isinCode").asString().equals(isinCode)) {
				return position.get("reservedQuantity").decimalValue();
			}
		}
		return BigDecimal.ZERO;
	}

	private static Map<String, Object> clientBody(String clientKey) {
		return new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name", "Erika", "surname",
				"Mustermann", "countryOfOrigin", "DEU"));
	}

	static JsonNode expect(Http.Response response, int status) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		return response.body().isEmpty() ? null : response.json();
	}
}
