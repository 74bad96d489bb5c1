package dev.kontor.shared.security;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Contract section 8: the token of a user linked to client record A acts only for A (403 for client record B of the
 * same tenant, on the client, account, statement and payment routes), while an unlinked user's token and a
 * client-credentials token act for both. One tenant is set up for the whole class: A and B each with a reference
 * bank account, an internal and a deposit account, a mandate, a received direct debit and a paid-out withdrawal.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClientRecordBindingApiTest extends HttpTest {

	private static final String[] SCOPES = { "clients.read", "clients.write", "accounts.read", "accounts.write",
			"payments.read", "payments.write", "webhooks.manage" };

	private PaymentParties parties;

	private Holder a;

	private Holder b;

	private String linkedUser;

	private String unlinkedUser;

	/** A client record with what the routes under test name. */
	private record Holder(String clientId, String bankAccountId, String internalAccountId, String depositAccountId,
			String mandateId, String instructionId, String withdrawalId, String paymentId) {
	}

	@BeforeAll
	void tenant() {
		parties = new PaymentParties(http, platform);
		a = holder(parties.clientId, parties.bankAccountId, parties.internalAccountId);
		String other = parties.aml.client(Platform.unique("other"),
				Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		b = holder(other, parties.activeBankAccount(other), parties.activeInternalAccount(other, "EUR"));
		linkedUser = platform.userToken(platform.newUserOfClientRecord(parties.aml.tenantId, a.clientId), SCOPES);
		unlinkedUser = platform.userToken(platform.newUser(parties.aml.tenantId), SCOPES);
	}

	private Holder holder(String clientId, String bankAccountId, String internalAccountId) {
		String depositAccountId = expect(http.postJson("/api/v3/deposit-accounts", parties.token,
				Map.of("clientId", clientId)), 200).get("id").asString();
		String mandateId = expect(parties.createMandate(clientId, bankAccountId, internalAccountId), 200).get("id")
			.asString();
		JsonNode instruction = expect(parties.collect(mandateId, new BigDecimal("100"), "EUR"), 200);
		assertThat(instruction.get("status").asString()).isEqualTo("Uploaded");
		expect(parties.bankAnswer(instruction.get("id").asString(), "Received"), 200);
		String withdrawalId = UUID.randomUUID().toString();
		JsonNode withdrawal = expect(http.postJson("/api/v3/internal-accounts/" + internalAccountId
				+ "/withdrawal-requests", parties.token, withdrawalBody(withdrawalId, bankAccountId)), 200);
		assertThat(withdrawal.get("status").asString()).isEqualTo("Approved");
		return new Holder(clientId, bankAccountId, internalAccountId, depositAccountId, mandateId,
				instruction.get("id").asString(), withdrawalId, withdrawal.get("initiatorPaymentId").asString());
	}

	private static Map<String, Object> withdrawalBody(String requestId, String bankAccountId) {
		return Map.of("initiatorWithdrawalRequestId", requestId, "amount", new BigDecimal("10"), "currencyCode", "EUR",
				"bankAccountId", bankAccountId);
	}

	/** The reads of one client record's data, each answering 200 to a caller that acts for it. */
	private static List<ApiRoute> reads(Holder holder) {
		String internal = "/api/v3/internal-accounts/" + holder.internalAccountId;
		String deposit = "/api/v3/deposit-accounts/" + holder.depositAccountId;
		return List.of(get("/api/v3/clients/" + holder.clientId), get("/api/v3/internal-accounts?clientId=" + holder.clientId), get(internal),
				get(internal + "/transactions"), get(internal + "/statements"),
				get("/api/v3/deposit-accounts?clientId=" + holder.clientId), get(deposit), get(deposit + "/positions"),
				get(deposit + "/transactions"), get(deposit + "/statements"),
				get("/api/v3/sepa-direct-debit-mandates/" + holder.mandateId),
				get("/api/v3/sepa-direct-debit-instructions/" + holder.instructionId),
				get(internal + "/withdrawal-requests/" + holder.withdrawalId),
				get("/api/v3/payments/" + holder.paymentId));
	}

	/** Every route of client record B, reads and writes, that the user linked to A is refused. */
	Stream<ApiRoute> routesOfB() {
		String internal = "/api/v3/internal-accounts/" + b.internalAccountId;
		String deposit = "/api/v3/deposit-accounts/" + b.depositAccountId;
		String mandate = "/api/v3/sepa-direct-debit-mandates/" + b.mandateId;
		String unknown = UUID.randomUUID().toString();
		List<ApiRoute> writes = List.of(new ApiRoute("PUT", "/api/v3/clients/" + b.clientId, clientDetails()),
				new ApiRoute("PUT", "/api/v3/clients/" + b.clientId + "/status", Map.of("status", "Suspended")),
				get("/api/v3/clients/" + b.clientId + "/webhooks/unsubscriptions"),
				new ApiRoute("PUT", "/api/v3/clients/" + b.clientId + "/webhooks/unsubscriptions/ClientUpdated", Map.of()),
				new ApiRoute("DELETE", "/api/v3/clients/" + b.clientId + "/webhooks/unsubscriptions/ClientUpdated", null),
				new ApiRoute("POST", "/api/v3/clients", clientDetails()), get("/api/v3/clients/" + unknown),
				new ApiRoute("POST", "/api/v3/internal-accounts", Map.of("clientId", b.clientId, "currencyCode", "EUR")),
				new ApiRoute("PUT", internal + "/status", Map.of("status", "Suspended")),
				get(internal + "/transactions/" + unknown), get(internal + "/statements/2026/1"),
				new ApiRoute("POST", "/api/v3/deposit-accounts", Map.of("clientId", b.clientId)),
				new ApiRoute("PUT", deposit + "/status", Map.of("status", "Suspended")),
				get(deposit + "/transactions/" + unknown), get(deposit + "/statements/2026/1"),
				new ApiRoute("POST", "/api/v3/sepa-direct-debit-mandates",
						Map.of("clientId", b.clientId, "bankAccountId", b.bankAccountId, "internalAccountId",
								b.internalAccountId)),
				new ApiRoute("PUT", mandate + "/status", Map.of("status", "Revoked")),
				new ApiRoute("POST", mandate + "/instructions", Map.of("amount", new BigDecimal("5"), "currencyCode",
						"EUR")),
				new ApiRoute("POST", internal + "/withdrawal-requests",
						withdrawalBody(UUID.randomUUID().toString(), b.bankAccountId)));
		return Stream.concat(reads(b).stream(), writes.stream());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("routesOfB")
	void aUserLinkedToARecordIsRefusedForAnotherRecordOfItsTenant(ApiRoute route) {
		Http.Response response = route.send(http, linkedUser);

		assertThat(response.status()).as(response.toString()).isEqualTo(403);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("detail").asString())
			.isEqualTo("The access token acts only for the client record its user is linked to");
	}

	@Test
	void aUserLinkedToARecordReadsThatRecordsData() {
		for (ApiRoute route : reads(a)) {
			Http.Response response = route.send(http, linkedUser);
			assertThat(response.status()).as(route + ": " + response).isEqualTo(200);
		}
		JsonNode record = expect(http.get("/api/v3/clients/" + a.clientId, linkedUser), 200);
		assertThat(record.get("id").asString()).isEqualTo(a.clientId);
		assertThat(expect(http.get("/api/v3/payments/" + a.paymentId, linkedUser), 200).get("amount").decimalValue())
			.isEqualByComparingTo("10");
	}

	@Test
	void theListsOfALinkedUserHoldOnlyItsRecord() {
		assertThat(ids("/api/v3/clients", linkedUser)).containsExactly(a.clientId);
		assertThat(ids("/api/v3/internal-accounts", linkedUser)).containsExactly(a.internalAccountId);
		assertThat(ids("/api/v3/deposit-accounts", linkedUser)).containsExactly(a.depositAccountId);
		assertThat(ids("/api/v3/clients", parties.token)).contains(a.clientId, b.clientId);
		assertThat(ids("/api/v3/internal-accounts", unlinkedUser)).contains(a.internalAccountId, b.internalAccountId);
	}

	@Test
	void aUserLinkedToARecordReadsTheTenantsUnsubscriptionsButDoesNotChangeThem() {
		String list = "/api/v3/webhooks/unsubscriptions";
		String tenantWide = list + "/";
		expect(http.putJson(tenantWide + "TradeCaptureReport", unlinkedUser, ""), 200);

		for (ApiRoute route : List.of(new ApiRoute("PUT", tenantWide + "BOClientStateUpdate", Map.of()),
				new ApiRoute("DELETE", tenantWide + "TradeCaptureReport", null))) {
			Http.Response response = route.send(http, linkedUser);
			assertThat(response.status()).as(route + ": " + response).isEqualTo(403);
			assertThat(response.json().get("detail").asString())
				.isEqualTo("The access token acts only for the client record its user is linked to");
		}

		assertThat(expect(http.get(list, linkedUser), 200).valueStream()
			.map(unsubscription -> unsubscription.get("eventType").asString())).containsExactly("TradeCaptureReport");
		assertThat(http.get(tenantWide + "TradeCaptureReport", linkedUser).status()).isEqualTo(200);
		assertThat(http.get(tenantWide + "BOClientStateUpdate", linkedUser).status()).isEqualTo(404);
		String ownRecord = "/api/v3/clients/" + a.clientId + "/webhooks/unsubscriptions/BOClientStateUpdate";
		expect(http.putJson(ownRecord, linkedUser, ""), 200);
		assertThat(new ApiRoute("DELETE", ownRecord, null).send(http, linkedUser).status()).isEqualTo(204);
	}

	@Test
	void refusedWritesChangeNothing() {
		String mandate = "/api/v3/sepa-direct-debit-mandates/" + b.mandateId;
		String internal = "/api/v3/internal-accounts/" + b.internalAccountId;
		JsonNode accountBefore = expect(http.get(internal, parties.token), 200);

		assertThat(http.putJson(mandate + "/status", linkedUser, Map.of("status", "Revoked")).status()).isEqualTo(403);
		assertThat(http.putJson(internal + "/status", linkedUser, Map.of("status", "Suspended")).status())
			.isEqualTo(403);

		assertThat(expect(http.get(mandate, parties.token), 200).get("status").asString()).isEqualTo("Active");
		assertThat(expect(http.get(internal, parties.token), 200)).isEqualTo(accountBefore);
	}

	@Test
	void anUnlinkedUserAndAClientCredentialsTokenActForEveryRecordOfTheTenant() {
		for (String token : List.of(unlinkedUser, parties.token)) {
			for (ApiRoute route : Stream.concat(reads(a).stream(), reads(b).stream()).toList()) {
				Http.Response response = route.send(http, token);
				assertThat(response.status()).as(route + ": " + response).isEqualTo(200);
			}
		}
	}

	private List<String> ids(String path, String token) {
		return expect(http.get(path, token), 200).get("data")
			.valueStream()
			.map(node -> node.get("id").asString())
			.toList();
	}

	private static Map<String, Object> clientDetails() {
		return Map.of("clientKey", Platform.unique("key"), "clientType", "Retail", "name", "Erika", "surname",
				"Mustermann");
	}

	private static ApiRoute get(String path) {
		return new ApiRoute("GET", path, null);
	}
}
