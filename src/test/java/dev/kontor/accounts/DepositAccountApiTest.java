package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Deposit (securities) accounts over HTTP with real tokens, and the securities ledger behind their positions and
 * movements.
 */
class DepositAccountApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String PATH = "/api/v3/deposit-accounts";

	private static final LocalDate VALUE_DATE = LocalDate.of(2026, 11, 27);

	@Autowired
	Accounts ledger;

	@Autowired
	JdbcClient jdbc;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private AccountsTenant tenant;

	private String clientId;

	@BeforeEach
	void tenant() {
		tenant = new AccountsTenant(http, platform);
		clientId = tenant.newClient();
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void opensListsAndReadsAccounts() {
		JsonNode created = tenant.depositAccount(clientId);
		String other = tenant.activeDepositAccount(tenant.newClient());

		assertThat(created.get("status").asString()).isEqualTo("Initial");
		assertThat(created.get("accountNumber").asString()).matches("\\d{10}");
		assertThat(created.get("clientId").asString()).isEqualTo(clientId);
		assertThat(created.get("tenantId").asString()).isEqualTo(tenant.tenantId.toString());
		assertThat(created.has("updatedDate")).isTrue();
		String id = created.get("id").asString();
		assertThat(tenant.get(PATH + "/" + id)).isEqualTo(created);
		assertThat(tenant.ids(PATH + "?clientId=" + clientId)).containsExactly(id);
		assertThat(tenant.ids(PATH + "?status=Active")).containsExactly(other);
		assertThat(tenant.ids(PATH)).containsExactly(id, other);
		assertThat(http.postJson(PATH, tenant.token, Map.of()).status()).isEqualTo(400);
		assertThat(http.postJson(PATH, tenant.token, Map.of("clientId", UUID.randomUUID())).status()).isEqualTo(422);
	}

	@Test
	void theListOfAnotherTenantIsRefused() {
		String id = tenant.activeDepositAccount(clientId);
		AccountsTenant other = new AccountsTenant(http, platform);

		Http.Response refused = http.get(PATH + "?tenantId=" + tenant.tenantId, other.token);
		assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
		assertThat(refused.json().get("detail").asString())
			.isEqualTo("The access token does not grant access to this tenant");
		assertThat(tenant.ids(PATH + "?tenantId=" + tenant.tenantId)).containsExactly(id);
	}

	@Test
	void positionsCarryQuantitiesAveragePriceAndTheValueAtTheLatestMidPrice() {
		String id = tenant.activeDepositAccount(clientId);
		DepositAccountId account = new DepositAccountId(UUID.fromString(id));
		String isin = instrumentWithQuote("99.50", "100.50");
		String unquoted = TestIsins.random();
		ledger.bookSecurities(tenant.id(), buy(account, isin, "10", "90"));
		ledger.bookSecurities(tenant.id(), buy(account, isin, "30", "94"));
		ledger.bookSecurities(tenant.id(), buy(account, unquoted, "1.5", "10"));
		ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA, new BigDecimal("5"), "sell order");

		JsonNode positions = tenant.get(PATH + "/" + id + "/positions");

		assertThat(positions).hasSize(2);
		JsonNode quoted = positions.valueStream().filter(p -> p.get("isinCode").asString().equals(isin))
			.findFirst().orElseThrow();
		assertThat(quoted.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(quoted.get("quantity").decimalValue()).isEqualByComparingTo("40");
		assertThat(quoted.get("reservedQuantity").decimalValue()).isEqualByComparingTo("5");
		assertThat(quoted.get("availableQuantity").decimalValue()).isEqualByComparingTo("35");
		assertThat(quoted.get("averagePrice").decimalValue()).isEqualByComparingTo("93");
		assertThat(quoted.get("lastPrice").decimalValue()).isEqualByComparingTo("100");
		assertThat(quoted.get("marketValue").decimalValue()).isEqualByComparingTo("4000");
		assertThat(quoted.get("unrealizedProfitLoss").decimalValue()).isEqualByComparingTo("280");
		assertThat(quoted.get("currencyCode").asString()).isEqualTo("EUR");
		JsonNode other = positions.valueStream().filter(p -> p.get("isinCode").asString().equals(unquoted))
			.findFirst().orElseThrow();
		assertThat(other.get("lastPrice").isNull()).isTrue();
		assertThat(other.get("marketValue").isNull()).isTrue();
	}

	@Test
	void aSaleCannotExceedTheAvailableQuantityAndSettlesItsReservation() {
		DepositAccountId account = new DepositAccountId(UUID.fromString(tenant.activeDepositAccount(clientId)));
		String isin = TestIsins.random();
		ledger.bookSecurities(tenant.id(), buy(account, isin, "10", "50"));
		ReservationId reservation = ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("6"), "sell 1");

		assertRule(() -> ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("4.000001"), "sell 2"), "quantity");
		assertRule(() -> ledger.bookSecurities(tenant.id(), buy(account, isin, "-4.000001", "55")), "quantity");
		assertRule(() -> ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderB, BigDecimal.ONE,
				"another provider's position"), "quantity");
		ledger.bookSecurities(tenant.id(), new SecurityBooking(account, isin, TradeProvider.ProviderA,
				new BigDecimal("-6"), new BigDecimal("55"), "EUR", SecurityMovementType.TradeSettlement, "sell 1",
				VALUE_DATE, reservation));
		ledger.releaseSecurities(tenant.id(), reservation);

		PositionSnapshot position = ledger.position(tenant.id(), account, isin, TradeProvider.ProviderA);
		assertThat(position.quantity()).isEqualByComparingTo("4");
		assertThat(position.reservedQuantity()).isZero();
		assertThat(position.averagePrice()).isEqualByComparingTo("50");
		assertRule(() -> ledger.bookSecurities(tenant.id(), new SecurityBooking(account, isin, TradeProvider.ProviderA,
				new BigDecimal("-1"), new BigDecimal("55"), "EUR", SecurityMovementType.TradeSettlement, "again",
				VALUE_DATE, reservation)), "settles");
		assertRule(() -> ledger.bookSecurities(tenant.id(), new SecurityBooking(account, isin, TradeProvider.ProviderA,
				BigDecimal.ONE, new BigDecimal("55"), "USD", SecurityMovementType.Deposit, "usd", VALUE_DATE, null)),
				"currencyCode");
		assertThatThrownBy(() -> ledger.bookSecurities(tenant.id(), buy(account, "DE0007164601", "1", "1")))
			.as("a wrong check digit").isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> ledger.bookSecurities(tenant.id(), buy(account, isin, "1", "-1")))
			.isInstanceOf(InvalidInput.class);
	}

	@Test
	void aSellOrderFilledInPartsUsesItsReservationInPartsAndTheRestIsReleased() {
		DepositAccountId account = new DepositAccountId(UUID.fromString(tenant.activeDepositAccount(clientId)));
		String isin = TestIsins.random();
		ledger.bookSecurities(tenant.id(), buy(account, isin, "10", "50"));
		ReservationId order = ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("8"), "sell order");

		ledger.bookSecurities(tenant.id(), sale(account, isin, "-3", order));
		PositionSnapshot afterFirstFill = ledger.position(tenant.id(), account, isin, TradeProvider.ProviderA);
		assertThat(afterFirstFill.quantity()).isEqualByComparingTo("7");
		assertThat(afterFirstFill.reservedQuantity()).isEqualByComparingTo("5");
		assertThat(afterFirstFill.availableQuantity()).isEqualByComparingTo("2");

		ledger.bookSecurities(tenant.id(), sale(account, isin, "-4", order));
		ledger.releaseSecurities(tenant.id(), order);
		PositionSnapshot afterRelease = ledger.position(tenant.id(), account, isin, TradeProvider.ProviderA);
		assertThat(afterRelease.quantity()).isEqualByComparingTo("3");
		assertThat(afterRelease.reservedQuantity()).isZero();
		assertThat(afterRelease.availableQuantity()).isEqualByComparingTo("3");
		assertRule(() -> ledger.bookSecurities(tenant.id(), sale(account, isin, "-1", order)), "settles");
	}

	@Test
	void theLastFillOfASellOrderReleasesWhatItsReservationStillHoldsInTheSameBooking() {
		DepositAccountId account = new DepositAccountId(UUID.fromString(tenant.activeDepositAccount(clientId)));
		String isin = TestIsins.random();
		ledger.bookSecurities(tenant.id(), buy(account, isin, "10", "50"));
		ReservationId order = ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("8"), "sell order");
		ReservationId exact = ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("2"), "sell order 2");

		ledger.bookSecurities(tenant.id(), sale(account, isin, "-3", order));
		ledger.bookSecurities(tenant.id(), lastSale(account, isin, "-4", order));
		ledger.bookSecurities(tenant.id(), lastSale(account, isin, "-2", exact));

		PositionSnapshot position = ledger.position(tenant.id(), account, isin, TradeProvider.ProviderA);
		assertThat(position.quantity()).isEqualByComparingTo("1");
		assertThat(position.reservedQuantity()).isZero();
		assertThat(position.availableQuantity()).isEqualByComparingTo("1");
		assertThat(reservationStatus(order)).isEqualTo("Released");
		assertThat(reservationStatus(exact)).as("nothing was left to release").isEqualTo("Consumed");
		assertRule(() -> ledger.bookSecurities(tenant.id(), lastSale(account, isin, "-1", order)), "settles");
	}

	@Test
	void releasingASecurityReservationGivesTheQuantityBackOnce() {
		DepositAccountId account = new DepositAccountId(UUID.fromString(tenant.activeDepositAccount(clientId)));
		String isin = TestIsins.random();
		ledger.bookSecurities(tenant.id(), buy(account, isin, "3", "1"));
		ReservationId reservation = ledger.reserveSecurities(tenant.id(), account, isin, TradeProvider.ProviderA,
				new BigDecimal("3"), "sell");

		ledger.releaseSecurities(tenant.id(), reservation);
		ledger.releaseSecurities(tenant.id(), reservation);

		assertThat(ledger.position(tenant.id(), account, isin, TradeProvider.ProviderA).availableQuantity())
			.isEqualByComparingTo("3");
		assertThatThrownBy(() -> ledger.releaseSecurities(new TenantId(platform.newTenant()), reservation))
			.isInstanceOf(NotFound.class);
	}

	@Test
	void securitiesMoveOnlyOnActiveAccountsAndClosingNeedsNoHolding() {
		String id = tenant.depositAccount(clientId).get("id").asString();
		DepositAccountId account = new DepositAccountId(UUID.fromString(id));
		String isin = TestIsins.random();

		assertRule(() -> ledger.bookSecurities(tenant.id(), buy(account, isin, "1", "10")), "depositAccountId");
		assertThat(tenant.status("deposit-accounts", id, "Suspended").status()).isEqualTo(409);
		assertThat(tenant.status("deposit-accounts", id, "Active").status()).isEqualTo(200);
		ledger.bookSecurities(tenant.id(), buy(account, isin, "1", "10"));
		assertThat(tenant.status("deposit-accounts", id, "Suspended").status()).isEqualTo(200);
		assertRule(() -> ledger.bookSecurities(tenant.id(), buy(account, isin, "-1", "10")), "depositAccountId");
		assertThat(tenant.status("deposit-accounts", id, "Closed").status()).as("holding one").isEqualTo(422);
		assertThat(tenant.status("deposit-accounts", id, "Active").status()).isEqualTo(200);
		ledger.bookSecurities(tenant.id(), buy(account, isin, "-1", "12"));
		assertThat(tenant.get(PATH + "/" + id + "/positions")).isEmpty();
		assertThat(tenant.status("deposit-accounts", id, "Closed").status()).isEqualTo(200);
		assertThat(tenant.status("deposit-accounts", id, "Active").status()).isEqualTo(409);
		assertThatThrownBy(() -> ledger.depositAccount(new TenantId(platform.newTenant()), account))
			.isInstanceOf(NotFound.class);
	}

	@Test
	void movementsAreListedAndReadOneByOne() {
		String id = tenant.activeDepositAccount(clientId);
		DepositAccountId account = new DepositAccountId(UUID.fromString(id));
		String isin = TestIsins.random();
		SecurityMovementId first = ledger.bookSecurities(tenant.id(), buy(account, isin, "2", "10.25"));
		SecurityMovementId second = ledger.bookSecurities(tenant.id(), buy(account, isin, "-1", "11"));

		String movements = PATH + "/" + id + "/transactions";
		assertThat(tenant.ids(movements)).containsExactly(first.toString(), second.toString());
		assertThat(tenant.ids(movements + "?dateTo=2000-01-01")).isEmpty();
		JsonNode sale = tenant.get(movements + "/" + second);
		assertThat(sale.get("depositAccountId").asString()).isEqualTo(id);
		assertThat(sale.get("isinCode").asString()).isEqualTo(isin);
		assertThat(sale.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(sale.get("quantity").decimalValue()).isEqualByComparingTo("-1");
		assertThat(sale.get("price").decimalValue()).isEqualByComparingTo("11");
		assertThat(sale.get("type").asString()).isEqualTo("TradeSettlement");
		assertThat(sale.get("valueDate").asString()).isEqualTo(VALUE_DATE.toString());
		assertThat(sale.properties().stream().map(Map.Entry::getKey).toList()).as("the contract's order")
			.containsExactly("id", "depositAccountId", "isinCode", "provider", "quantity", "price", "currencyCode",
					"type", "reference", "bookingDate", "valueDate");
		assertThat(http.get(movements + "/" + UUID.randomUUID(), tenant.token).status()).isEqualTo(404);
		AccountsTenant other = new AccountsTenant(http, platform);
		assertThat(http.get(movements + "/" + second, other.token).status()).isEqualTo(404);
		assertThat(http.get(PATH + "/" + id + "/positions", other.token).status()).isEqualTo(404);
	}

	@Test
	void openingStatusChangesAndMovementsAreSentAsWebhookEvents() {
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of(
				"tenantId", tenant.tenantId, "clientId", clientId, "url", receiver.url(), "eventTypes",
				List.of("BONewDepositAccountCreate", "BODepositAccountStateUpdate", "NewDepositAccountTransaction")));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);

		String id = tenant.activeDepositAccount(clientId);
		SecurityMovementId movement = ledger.bookSecurities(tenant.id(), buy(new DepositAccountId(UUID.fromString(id)),
				TestIsins.random(), "1", "1"));

		Map<String, JsonNode> byType = new HashMap<>();
		receiver.awaitRequests(3).forEach(r -> {
			JsonNode body = JSON.readTree(r.body());
			byType.put(body.get("type").asString(), body);
		});
		assertThat(byType).containsOnlyKeys("BONewDepositAccountCreate", "BODepositAccountStateUpdate",
				"NewDepositAccountTransaction");
		assertThat(AccountsTenant.parameters(byType.get("BONewDepositAccountCreate")))
			.containsExactly(Map.entry("depositAccountId", id));
		assertThat(byType.get("BODepositAccountStateUpdate").get("dataUrl").asString())
			.isEqualTo(BASE_URL + PATH + "/" + id);
		JsonNode booked = byType.get("NewDepositAccountTransaction");
		assertThat(AccountsTenant.parameters(booked)).containsOnly(Map.entry("depositAccountId", id),
				Map.entry("depositAccountTransactionId", movement.toString()));
		assertThat(booked.get("dataUrl").asString()).isEqualTo(BASE_URL + PATH + "/" + id + "/transactions/" + movement);
	}

	/** A ProviderA instrument of the shared reference data with one quote. */
	private String instrumentWithQuote(String bid, String ask) {
		String isin = TestIsins.random();
		String referenceWriter = platform.clientCredentialsToken(platform.newServerClient(platform.operatorTenantId(),
				"pricefeed.read", "pricefeed.admin"), "pricefeed.read pricefeed.admin");
		Http.Response instrument = http.putJson("/api/pricefeed/v2/admin/instruments", referenceWriter, List.of(Map.of(
				"isinCode", isin, "name", "Valued instrument " + isin, "type", "Stocks", "currency", "EUR")));
		assertThat(instrument.status()).as(instrument.toString()).isEqualTo(200);
		String writer = platform.priceConnectorToken();
		Map<String, Object> quote = Map.of("isinCode", isin, "provider", "ProviderA", "dateTime",
				Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(60).toString(), "status", "Open", "bid",
				new BigDecimal(bid), "ask", new BigDecimal(ask), "bidVolume", 100, "askVolume", 100);
		Http.Response ingested = http.postJson("/api/pricefeed/v2/quotes/ingest", writer, List.of(quote));
		assertThat(ingested.status()).as(ingested.toString()).isEqualTo(200);
		return isin;
	}

	private static SecurityBooking buy(DepositAccountId account, String isin, String quantity, String price) {
		SecurityMovementType type = quantity.startsWith("-") ? SecurityMovementType.TradeSettlement
				: SecurityMovementType.Deposit;
		return new SecurityBooking(account, isin, TradeProvider.ProviderA, new BigDecimal(quantity),
				new BigDecimal(price), "EUR", type, "movement " + quantity, VALUE_DATE, null);
	}

	private static SecurityBooking sale(DepositAccountId account, String isin, String quantity,
			ReservationId reservation) {
		return new SecurityBooking(account, isin, TradeProvider.ProviderA, new BigDecimal(quantity),
				new BigDecimal("55"), "EUR", SecurityMovementType.TradeSettlement, "sell order", VALUE_DATE, reservation);
	}

	private static SecurityBooking lastSale(DepositAccountId account, String isin, String quantity,
			ReservationId reservation) {
		SecurityBooking.Entry entry = new SecurityBooking.Entry(new BigDecimal(quantity), new BigDecimal("55"), "EUR",
				SecurityMovementType.TradeSettlement, "sell order", VALUE_DATE);
		return new SecurityBooking(account, isin, TradeProvider.ProviderA, entry, reservation, true);
	}

	private String reservationStatus(ReservationId reservation) {
		return jdbc.sql("SELECT status FROM security_reservations WHERE id = :id")
			.param("id", reservation.value())
			.query(String.class)
			.single();
	}

	private static void assertRule(Runnable call, String property) {
		assertThatThrownBy(call::run).isInstanceOfSatisfying(RuleViolation.class,
				violation -> assertThat(violation.errors()).containsKey(property));
	}
}
