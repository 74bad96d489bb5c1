package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Predicate;

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
 * A tenant trading on a market of its own for venue tests over HTTP: an integrator's token with the client, account,
 * order and price feed scopes; an onboarded client record with active euro accounts as its defaults; a euro stock
 * on a new MIC whose calendar is open around the clock unless a test replaces it. Quotes go in through the quote
 * API; cash and positions are booked through the ledgers, as a settled deposit would.
 */
final class VenueMarket {

	static final String SCOPES = "clients.read clients.write accounts.read accounts.write orders.read orders.write "
			+ "pricefeed.read pricefeed.write";

	static final String PRICEFEED = "/api/pricefeed/v2";

	final UUID tenantId;

	final String token;

	/** A price connector's token: quotes are the operator's to write, not the tenant's. */
	final String feed;

	final String mic = "V" + ThreadLocalRandom.current().ints(3, 'A', 'Z' + 1)
		.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append);

	final String isin = TestIsins.random();

	final String clientId;

	final String internalAccountId;

	final String depositAccountId;

	private final Http http;

	private final Platform platform;

	private final Accounts accounts;

	private final String referenceWriter;

	VenueMarket(Http http, Platform platform, Accounts accounts) {
		this.http = http;
		this.platform = platform;
		this.accounts = accounts;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		this.feed = platform.priceConnectorToken();
		this.referenceWriter = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		openAroundTheClock();
		instrument(2, "WorkingDays");
		OnboardedClient client = onboardedClient();
		this.clientId = client.id();
		this.internalAccountId = client.internalAccountId();
		this.depositAccountId = client.depositAccountId();
	}

	/** A client record of the tenant with its active euro accounts. */
	record OnboardedClient(String id, String internalAccountId, String depositAccountId) {
	}

	/** Another client record of the tenant, onboarded, whose default accounts hold {@code amount} euros; its id. */
	String fundedClient(String amount) {
		OnboardedClient client = onboardedClient();
		bookCash(client.internalAccountId(), amount);
		return client.id();
	}

	/** A new client record, Onboarded, with active euro accounts as its defaults. */
	private OnboardedClient onboardedClient() {
		String id = expect(http.postJson("/api/v3/clients", token, clientBody(Platform.unique("trader"))), 201)
			.get("id")
			.asString();
		String internal = activeAccount("internal-accounts", Map.of("clientId", id, "currencyCode", "EUR"));
		String deposit = activeAccount("deposit-accounts", Map.of("clientId", id));
		JsonNode current = expect(http.get("/api/v3/clients/" + id, token), 200);
		Map<String, Object> body = clientBody(current.get("clientKey").asString());
		body.put("defaultInternalAccountId", internal);
		body.put("defaultDepositAccountId", deposit);
		expect(http.putJson("/api/v3/clients/" + id, token, body), 200);
		expect(http.putJson("/api/v3/clients/" + id + "/status", token, Map.of("status", "Onboarded")), 200);
		return new OnboardedClient(id, internal, deposit);
	}

	/** The instrument on this market, with these settlement settings. */
	void instrument(int settlementDays, String settlementDaysType) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("provider", "ProviderA");
		body.put("name", "Venue test stock " + isin);
		body.put("currency", "EUR");
		body.put("mic", mic);
		body.put("type", "Stocks");
		body.put("existsAtMasterData", true);
		body.put("settlementDays", settlementDays);
		body.put("settlementFor", "OnValueDate");
		body.put("settlementDaysType", settlementDaysType);
		body.put("tradeable", true);
		expect(http.putJson(PRICEFEED + "/admin/instruments", referenceWriter, List.of(body)), 200);
	}

	/** Every day of the week from 00:00:00 to 23:59:59 UTC, no holidays. */
	void openAroundTheClock() {
		calendar(List.of(1, 2, 3, 4, 5, 6, 7), List.of(), "23:59:59");
	}

	/**
	 * A calendar with sessions on these ISO days of the week from midnight UTC to {@code end} (HH:mm:ss), and these
	 * whole-day holidays.
	 */
	void calendar(List<Integer> days, List<LocalDate> holidays, String end) {
		String[] time = end.split(":");
		List<Map<String, Object>> workingDays = new ArrayList<>();
		for (int day : days) {
			workingDays.add(Map.of("dayOfWeek", day, "timeZone", "UTC", "startHour", 0, "startMinute", 0,
					"startSecond", 0, "endHour", Integer.parseInt(time[0]), "endMinute", Integer.parseInt(time[1]),
					"endSecond", Integer.parseInt(time[2])));
		}
		List<Map<String, Object>> closed = holidays.stream()
			.map(date -> Map.<String, Object>of("date", date.toString(), "holidayName", "Holiday " + date,
					"timeZone", "UTC"))
			.toList();
		expect(http.putJson(PRICEFEED + "/admin/markets/" + mic + "/calendar", referenceWriter,
				Map.of("workingDays", workingDays, "holidays", closed)), 200);
	}

	/** A quote of now with these volumes (null: none given). */
	void quote(String bid, String ask, String bidVolume, String askVolume) {
		quoteAt(Instant.now(), bid, ask, bidVolume, askVolume);
	}

	void quote(String bid, String ask) {
		quote(bid, ask, null, null);
	}

	void quoteAt(Instant at, String bid, String ask, String bidVolume, String askVolume) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isin);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", at.toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		if (bidVolume != null) {
			quote.put("bidVolume", new BigDecimal(bidVolume));
		}
		if (askVolume != null) {
			quote.put("askVolume", new BigDecimal(askVolume));
		}
		expect(http.postJson(PRICEFEED + "/quotes/ingest", feed, List.of(quote)), 200);
	}

	/** The tenant's order support item of the instrument, with these fields on top of its isinCode. */
	void support(Map<String, Object> fields) {
		Map<String, Object> item = new HashMap<>(fields);
		item.put("isinCode", isin);
		expect(http.putJson(PRICEFEED + "/admin/order-support", token, List.of(item)), 200);
	}

	/** Credits the internal account as a settled deposit would. */
	void fund(String amount) {
		bookCash(internalAccountId, amount);
	}

	private void bookCash(String internalAccount, String amount) {
		accounts.bookCash(new TenantId(tenantId), new CashBooking(
				new InternalAccountId(UUID.fromString(internalAccount)), new BigDecimal(amount), "EUR",
				CashTransactionType.Deposit, "funding", LocalDate.now(ZoneOffset.UTC), null, false));
	}

	/** Delivers a position of the instrument into the deposit account. */
	void hold(String quantity) {
		accounts.bookSecurities(new TenantId(tenantId), new SecurityBooking(
				new DepositAccountId(UUID.fromString(depositAccountId)), isin, TradeProvider.ProviderA,
				new BigDecimal(quantity), new BigDecimal("90"), "EUR", SecurityMovementType.Deposit, "delivery",
				LocalDate.now(ZoneOffset.UTC), null));
	}

	String orders() {
		return "/api/client/" + clientId + "/order";
	}

	/** Places an order (201): the side, type and time in force, with the figures given as name, value pairs. */
	JsonNode place(String clientOrderId, String side, String type, String timeInForce, Object... figures) {
		Map<String, Object> body = new HashMap<>(Map.of("clientOrderId", clientOrderId, "isinCode", isin, "side",
				side, "orderType", type, "timeInForce", timeInForce));
		for (int i = 0; i < figures.length; i += 2) {
			body.put((String) figures[i], new BigDecimal((String) figures[i + 1]));
		}
		return expect(http.postJson(orders(), token, body), 201);
	}

	JsonNode order(String clientOrderId) {
		return expect(http.get(orders() + "/" + clientOrderId, token), 200);
	}

	JsonNode executions(String clientOrderId) {
		return expect(http.get(orders() + "/" + clientOrderId + "/executions", token), 200);
	}

	/** The order once it satisfies the condition; fails after 15 s. */
	JsonNode awaitOrder(String clientOrderId, Predicate<JsonNode> condition) {
		return awaitOrder(clientOrderId, condition, Duration.ofSeconds(15));
	}

	JsonNode awaitOrder(String clientOrderId, Predicate<JsonNode> condition, Duration patience) {
		Instant deadline = Instant.now().plus(patience);
		JsonNode order = order(clientOrderId);
		while (!condition.test(order)) {
			assertThat(Instant.now()).as("order %s never got there: %s", clientOrderId, order).isBefore(deadline);
			pause(100);
			order = order(clientOrderId);
		}
		return order;
	}

	JsonNode awaitStatus(String clientOrderId, String status) {
		return awaitOrder(clientOrderId, order -> order.get("status").asString().equals(status));
	}

	JsonNode internalAccount() {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId, token), 200);
	}

	/** The position of the instrument, or null while the account holds none. */
	JsonNode position() {
		JsonNode positions = expect(http.get("/api/v3/deposit-accounts/" + depositAccountId + "/positions", token),
				200);
		JsonNode list = positions.has("data") ? positions.get("data") : positions;
		for (JsonNode position : list) {
			if (position.get("isinCode").asString().equals(isin)) {
				return position;
			}
		}
		return null;
	}

	static BigDecimal decimal(JsonNode node, String field) {
		return node.get(field).decimalValue();
	}

	static void pause(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private String activeAccount(String kind, Map<String, Object> body) {
		String id = expect(http.postJson("/api/v3/" + kind, token, body), 200).get("id").asString();
		expect(http.putJson("/api/v3/" + kind + "/" + id + "/status", token, Map.of("status", "Active")), 200);
		return id;
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
