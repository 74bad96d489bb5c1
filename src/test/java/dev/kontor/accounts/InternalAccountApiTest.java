package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/** Internal (cash) accounts over HTTP with real tokens: opening, the list, the life cycle, the transactions. */
class InternalAccountApiTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String PATH = "/api/v3/internal-accounts";

	@Autowired
	Accounts ledger;

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
	void opensAnAccountInStatusInitialWithNothingOnIt() {
		Http.Response created = http.postJson(PATH, tenant.token, Map.of("clientId", clientId, "currencyCode", "EUR"));

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		JsonNode account = created.json();
		assertThat(account.get("tenantId").asString()).isEqualTo(tenant.tenantId.toString());
		assertThat(account.get("clientId").asString()).isEqualTo(clientId);
		assertThat(account.get("currencyCode").asString()).isEqualTo("EUR");
		assertThat(account.get("status").asString()).isEqualTo("Initial");
		assertThat(account.get("balance").decimalValue()).isZero();
		assertThat(account.get("reservedAmount").decimalValue()).isZero();
		assertThat(account.get("availableAmount").decimalValue()).isZero();
		assertThat(account.get("createdDate").asString()).endsWith("Z");
		assertThat(account.get("accountNumber").asString()).matches("\\d{10}");
		assertThat(account.properties().stream().map(Map.Entry::getKey).toList()).as("the contract's order")
			.containsExactly("id", "tenantId", "clientId", "accountNumber", "currencyCode", "status", "balance",
					"reservedAmount", "availableAmount", "createdDate", "updatedDate");
		Http.Response read = http.get(PATH + "/" + account.get("id").asString(), tenant.token);
		assertThat(read.json()).isEqualTo(account);
		assertThat(read.header("ETag")).isEqualTo("\"0\"");
	}

	static Stream<Arguments> badBodies() {
		return Stream.of(Arguments.of("clientId", null, "EUR"), Arguments.of("clientId", "not-a-uuid", "EUR"),
				Arguments.of("currencyCode", "CLIENT", null), Arguments.of("currencyCode", "CLIENT", "EU"),
				Arguments.of("currencyCode", "CLIENT", "EURO"), Arguments.of("currencyCode", "CLIENT", "eur"),
				Arguments.of("currencyCode", "CLIENT", "ABC"), Arguments.of("currencyCode", "CLIENT", ""));
	}

	@ParameterizedTest
	@MethodSource("badBodies")
	void aBadFieldAnswers400NamingIt(String field, String client, String currency) {
		Map<String, Object> body = new HashMap<>();
		body.put("clientId", "CLIENT".equals(client) ? clientId : client);
		body.put("currencyCode", currency);

		Http.Response response = http.postJson(PATH, tenant.token, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	@Test
	void theClientMustBeALiveRecordOfTheTenant() {
		String stranger = new AccountsTenant(http, platform).newClient();
		String deleted = tenant.newClient();
		assertThat(http.putJson("/api/v3/clients/" + deleted + "/status", tenant.token, Map.of("status", "Deleted"))
			.status()).isEqualTo(200);

		for (String client : List.of(stranger, deleted, UUID.randomUUID().toString())) {
			Http.Response response = http.postJson(PATH, tenant.token, Map.of("clientId", client, "currencyCode",
					"EUR"));
			assertThat(response.status()).as(response.toString()).isEqualTo(422);
			assertThat(response.json().get("errors").has("clientId")).isTrue();
		}
	}

	@Test
	void listsByClientAndStatusAPageAtATime() {
		String other = tenant.newClient();
		String first = tenant.activeInternalAccount(clientId, "EUR");
		String second = tenant.internalAccount(clientId, "USD").get("id").asString();
		String third = tenant.internalAccount(clientId, "CHF").get("id").asString();
		String others = tenant.internalAccount(other, "EUR").get("id").asString();

		assertThat(tenant.ids(PATH + "?clientId=" + clientId)).containsExactly(first, second, third);
		assertThat(tenant.ids(PATH + "?clientId=" + clientId + "&status=Initial")).containsExactly(second, third);
		assertThat(tenant.ids(PATH + "?status=Active")).containsExactly(first);
		assertThat(tenant.ids(PATH)).containsExactly(first, second, third, others);
		JsonNode page = tenant.get(PATH + "?clientId=" + clientId + "&recordsPerPage=2&pageNumber=2");
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(page.get("isLastPage").asBoolean()).isTrue();
		assertThat(page.get("data").get(0).get("id").asString()).isEqualTo(third);
		JsonNode firstPage = tenant.get(PATH + "?clientId=" + clientId + "&recordsPerPage=2");
		assertThat(firstPage.get("isLastPage").asBoolean()).isFalse();
		assertThat(http.get(PATH + "?status=Open", tenant.token).status()).isEqualTo(400);
		assertThat(http.get(PATH + "?pageNumber=0", tenant.token).status()).isEqualTo(400);
		assertThat(http.get(PATH + "?recordsPerPage=0", tenant.token).status()).isEqualTo(400);
	}

	@Test
	void statusFollowsTheLifeCycleAndClosedIsFinal() {
		String id = tenant.internalAccount(clientId, "EUR").get("id").asString();

		assertThat(tenant.status("internal-accounts", id, "Suspended").status()).as("Initial to Suspended")
			.isEqualTo(409);
		assertThat(tenant.status("internal-accounts", id, "Active").status()).isEqualTo(200);
		assertThat(tenant.status("internal-accounts", id, "Active").status()).as("the status it has").isEqualTo(200);
		assertThat(tenant.status("internal-accounts", id, "Initial").status()).isEqualTo(409);
		assertThat(tenant.status("internal-accounts", id, "Suspended").status()).isEqualTo(200);
		assertThat(tenant.status("internal-accounts", id, "Active").status()).isEqualTo(200);
		assertThat(tenant.status("internal-accounts", id, "Closed").status()).isEqualTo(200);
		assertThat(tenant.status("internal-accounts", id, "Active").status()).isEqualTo(409);
		assertThat(tenant.get(PATH + "/" + id).get("status").asString()).isEqualTo("Closed");
		assertThat(tenant.status("internal-accounts", id, "Sleeping").status()).isEqualTo(400);
	}

	@Test
	void closingNeedsAZeroBalanceAndNothingReserved() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		InternalAccountId account = new InternalAccountId(UUID.fromString(id));
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		assertThat(tenant.status("internal-accounts", id, "Closed").status()).as("with a balance").isEqualTo(422);
		ReservationId reservation = ledger.reserveCash(tenant.id(), account, new BigDecimal("4"), "EUR", "w-1");
		ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-6", CashTransactionType.Withdrawal));

		JsonNode reserved = tenant.get(PATH + "/" + id);
		assertThat(reserved.get("balance").decimalValue()).isEqualByComparingTo("4");
		assertThat(reserved.get("reservedAmount").decimalValue()).isEqualByComparingTo("4");
		assertThat(reserved.get("availableAmount").decimalValue()).isZero();
		Http.Response refused = tenant.status("internal-accounts", id, "Closed");
		assertThat(refused.status()).as(refused.toString()).isEqualTo(422);

		ledger.bookCash(tenant.id(), new CashBooking(account, new BigDecimal("-4"), "EUR",
				CashTransactionType.Withdrawal, "w-1", LocalDate.of(2026, 11, 25), reservation, false));
		JsonNode settled = tenant.get(PATH + "/" + id);
		assertThat(settled.get("balance").decimalValue()).isZero();
		assertThat(settled.get("reservedAmount").decimalValue()).isZero();
		assertThat(tenant.status("internal-accounts", id, "Closed").status()).isEqualTo(200);
	}

	@Test
	void aStatusChangeOverAStaleVersionAnswers412() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		String etag = http.get(PATH + "/" + id, tenant.token).header("ETag");
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));

		Http.Response stale = http.putJson(PATH + "/" + id + "/status", tenant.token, etag, Map.of("status",
				"Suspended"));
		assertThat(stale.status()).as(stale.toString()).isEqualTo(412);

		String current = http.get(PATH + "/" + id, tenant.token).header("ETag");
		assertThat(current).isNotEqualTo(etag);
		Http.Response changed = http.putJson(PATH + "/" + id + "/status", tenant.token, current, Map.of("status",
				"Suspended"));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		assertThat(changed.header("ETag")).isNotEqualTo(current);
	}

	@Test
	void transactionsAreListedByBookingDayAndReadOneByOne() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		String otherAccount = tenant.activeInternalAccount(clientId, "EUR");
		CashTransactionId first = ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100.50"));
		CashTransactionId second = ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-0.5",
				CashTransactionType.Fee));
		CashTransactionId third = ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "7"));
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(otherAccount, "1"));
		LocalDate today = LocalDate.now(ZoneOffset.UTC);

		String transactions = PATH + "/" + id + "/transactions";
		assertThat(tenant.ids(transactions)).containsExactly(first.toString(), second.toString(), third.toString());
		assertThat(tenant.ids(transactions + "?dateFrom=" + today + "&dateTo=" + today)).hasSize(3);
		assertThat(tenant.ids(transactions + "?dateTo=" + today.minusDays(1))).isEmpty();
		assertThat(tenant.ids(transactions + "?dateFrom=" + today.plusDays(1))).isEmpty();
		JsonNode page = tenant.get(transactions + "?recordsPerPage=2&pageNumber=2");
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(page.get("data").get(0).get("id").asString()).isEqualTo(third.toString());
		assertThat(http.get(transactions + "?dateFrom=" + today + "&dateTo=" + today.minusDays(1), tenant.token)
			.status()).isEqualTo(400);
		assertThat(http.get(transactions + "?dateFrom=1899-12-31", tenant.token).status()).isEqualTo(400);
		assertThat(http.get(transactions + "?dateTo=2026-13-01", tenant.token).status()).isEqualTo(400);
		assertThat(tenant.ids(transactions + "?dateFrom=1900-01-01&dateTo=9999-12-31")).hasSize(3);

		JsonNode fee = tenant.get(transactions + "/" + second);
		assertThat(fee.get("internalAccountId").asString()).isEqualTo(id);
		assertThat(fee.get("amount").decimalValue()).isEqualByComparingTo("-0.5");
		assertThat(fee.get("currencyCode").asString()).isEqualTo("EUR");
		assertThat(fee.get("type").asString()).isEqualTo("Fee");
		assertThat(fee.get("reference").asString()).isEqualTo("ref-Fee");
		assertThat(fee.get("valueDate").asString()).isEqualTo("2026-11-25");
		assertThat(fee.get("bookingDate").asString()).startsWith(today.toString()).endsWith("Z");
		assertThat(tenant.get(PATH + "/" + id).get("balance").decimalValue()).isEqualByComparingTo("107");
		assertThat(http.get(PATH + "/" + otherAccount + "/transactions/" + second, tenant.token).status())
			.as("a transaction of another account").isEqualTo(404);
		assertThat(http.get(transactions + "/" + UUID.randomUUID(), tenant.token).status()).isEqualTo(404);
	}

	@Test
	void anotherTenantsAccountIsNotFound() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		AccountsTenant other = new AccountsTenant(http, platform);

		assertThat(http.get(PATH + "/" + id, other.token).status()).isEqualTo(404);
		assertThat(other.status("internal-accounts", id, "Suspended").status()).isEqualTo(404);
		assertThat(http.get(PATH + "/" + id + "/transactions", other.token).status()).isEqualTo(404);
		assertThat(other.ids(PATH + "?clientId=" + clientId)).isEmpty();
	}

	@Test
	void theListOfAnotherTenantIsRefusedButForTheOperator() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		AccountsTenant other = new AccountsTenant(http, platform);
		String operator = platform.clientCredentialsToken(platform.newServerClient(platform.operatorTenantId(),
				"platform.admin", "accounts.read"), "platform.admin accounts.read");

		Http.Response refused = http.get(PATH + "?tenantId=" + tenant.tenantId, other.token);
		assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
		assertThat(refused.json().get("detail").asString())
			.isEqualTo("The access token does not grant access to this tenant");
		assertThat(tenant.ids(PATH + "?tenantId=" + tenant.tenantId)).containsExactly(id);
		assertThat(ids(PATH + "?tenantId=" + tenant.tenantId, operator)).containsExactly(id);
		assertThat(http.get(PATH + "?tenantId=not-a-uuid", tenant.token).status()).isEqualTo(400);
	}

	private List<String> ids(String path, String token) {
		Http.Response response = http.get(path, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("data").valueStream().map(account -> account.get("id").asString()).toList();
	}

	@Test
	void readingNeedsAccountsReadAndChangingAccountsWrite() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(tenant.tenantId, "accounts.read"),
				"accounts.read");
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenant.tenantId,
				"accounts.write"), "accounts.write");

		assertThat(http.get(PATH + "/" + id, readOnly).status()).isEqualTo(200);
		assertThat(http.postJson(PATH, readOnly, Map.of("clientId", clientId, "currencyCode", "EUR")).status())
			.isEqualTo(403);
		assertThat(http.putJson(PATH + "/" + id + "/status", readOnly, Map.of("status", "Suspended")).status())
			.isEqualTo(403);
		assertThat(http.get(PATH + "/" + id, writeOnly).status()).isEqualTo(403);
		assertThat(http.get(PATH + "/" + id + "/transactions", writeOnly).status()).isEqualTo(403);
		assertThat(http.get(PATH + "/" + id).status()).isEqualTo(401);
	}

	@Test
	void openingStatusChangesAndBookingsAreSentAsWebhookEventsToTheClientsEndpoint() {
		String otherClient = tenant.newClient();
		WebhookReceiver bystander = new WebhookReceiver();
		try (bystander) {
			endpoint(receiver, clientId);
			endpoint(bystander, otherClient);

			String id = tenant.activeInternalAccount(clientId, "EUR");
			CashTransactionId transaction = ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "5"));

			List<JsonNode> bodies = receiver.awaitRequests(3).stream().map(r -> JSON.readTree(r.body())).toList();
			Map<String, JsonNode> byType = new HashMap<>();
			bodies.forEach(body -> byType.put(body.get("type").asString(), body));
			assertThat(byType).containsOnlyKeys("BONewInternalAccountCreate", "BOInternalAccountStateUpdate",
					"NewInternalAccountTransaction");
			for (String type : List.of("BONewInternalAccountCreate", "BOInternalAccountStateUpdate")) {
				assertThat(AccountsTenant.parameters(byType.get(type))).containsExactly(Map.entry("internalAccountId",
						id));
				assertThat(byType.get(type).get("dataUrl").asString()).isEqualTo(BASE_URL + PATH + "/" + id);
			}
			JsonNode booked = byType.get("NewInternalAccountTransaction");
			assertThat(AccountsTenant.parameters(booked)).containsOnly(Map.entry("internalAccountId", id),
					Map.entry("internalAccountTransactionId", transaction.toString()));
			assertThat(booked.get("dataUrl").asString())
				.isEqualTo(BASE_URL + PATH + "/" + id + "/transactions/" + transaction);
			assertThat(http.get(booked.get("dataUrl").asString(), tenant.token).status()).isEqualTo(200);
			assertThat(bystander.received()).as("the endpoint of another client record").isEmpty();
		}
	}

	@Test
	void aBackOfficeEventNamingAnInternalAccountReachesTheHoldersEndpoint() {
		String id = tenant.activeInternalAccount(clientId, "EUR");
		String otherClient = tenant.newClient();
		WebhookReceiver bystander = new WebhookReceiver();
		try (bystander) {
			endpoint(receiver, clientId);
			endpoint(bystander, otherClient);

			Http.Response published = http.postJson("/admin/v1/events", platform.adminToken(), Map.of("tenantId",
					tenant.tenantId, "type", "NewInternalAccountTransaction", "parameters", Map.of("internalAccountId",
							id, "internalAccountTransactionId", "bo-4711")));
			assertThat(published.status()).as(published.toString()).isEqualTo(202);

			JsonNode body = JSON.readTree(receiver.awaitRequests(1).getFirst().body());
			assertThat(body.get("type").asString()).isEqualTo("NewInternalAccountTransaction");
			assertThat(AccountsTenant.parameters(body)).containsEntry("internalAccountTransactionId", "bo-4711");
			assertThat(bystander.received()).isEmpty();
		}
	}

	private void endpoint(WebhookReceiver target, String client) {
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of(
				"tenantId", tenant.tenantId, "clientId", client, "url", target.url(), "eventTypes",
				List.of("BONewInternalAccountCreate", "BOInternalAccountStateUpdate", "NewInternalAccountTransaction")));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
	}
}
