package dev.kontor.shared;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.Scopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The victim tenant of the cross-tenant sweep: a fresh tenant with a record of every kind that has an id, created
 * through the API with its own token (and the operator's where only the operator creates), and a snapshot of all of
 * them read back the same way, so that the sweep can tell whether another tenant changed anything.
 */
final class TenantA {

	static final String PARAMETER_FAMILY = "customer-sector";

	static final String UNSUBSCRIBED_TYPE = "KycCreate";

	static final String CLIENT_UNSUBSCRIBED_TYPE = "BONewBankAccountCreate";

	final UUID tenantId;

	final String token;

	final String oauthClientId;

	final UUID userId;

	final String clientKey;

	final String surname;

	final String clientId;

	final String hitClientId;

	final String bankAccountId;

	final String documentId;

	final String clientDocumentId;

	final String internalAccountId;

	final String depositAccountId;

	/** A cash transaction and a security movement of A's accounts, booked through the accounts module ({@link #book}). */
	String cashTransactionId;

	String securityMovementId;

	/** A cash dividend of the instrument A holds, booked on A's accounts ({@link #book}). */
	String corporateActionId;

	final String parameterId;

	final String pepRecordId;

	final String evaluationId;

	final String endpointId;

	final String eventId;

	final String deliveryId;

	final String requestIsin;

	/** A client record of A with money moved: a mandate, a received direct debit, a withdrawal and its payment. */
	final String payerClientId;

	final String payerBankAccountId;

	final String payerInternalAccountId;

	final String mandateId;

	final String directDebitId;

	final String withdrawalRequestId;

	final String paymentId;

	final String orderSupportIsin;

	private final Http http;

	private final String admin;

	TenantA(Http http, Platform platform) {
		this.http = http;
		this.admin = platform.adminToken();
		this.tenantId = platform.newTenant();
		Platform.Client client = platform.newServerClient(tenantId, tenantScopes().toArray(String[]::new));
		this.oauthClientId = client.clientId();
		this.token = platform.clientCredentialsToken(client, String.join(" ", tenantScopes()));
		this.userId = platform.newUser(tenantId).id();
		this.endpointId = endpoint();
		this.clientKey = Platform.unique("victim-key");
		this.surname = Platform.unique("Victim");
		this.clientId = created(http.postJson("/api/v3/clients", token, clientBody()), 201);
		this.hitClientId = created(http.postJson("/api/v3/clients", token,
				Map.of("clientKey", Platform.unique("victim-hit"), "clientType", "Retail", "name", "Ivan Petrovich",
						"surname", "Sidorenko", "dateOfBirth", "1961-03-05", "nationality", "RUS", "email",
						"client@example.com")), 201);
		this.bankAccountId = created(http.postJson("/api/v3/bank-accounts", token, bankAccountBody(clientId)), 200);
		this.documentId = created(http.postJson(bankAccountPath() + "/documents", token, documentBody()), 201);
		this.clientDocumentId = created(http.postJson(clientDocumentsPath(), token, documentBody()), 201);
		this.internalAccountId = created(http.postJson("/api/v3/internal-accounts", token, Map.of("clientId",
				clientId, "currencyCode", "EUR")), 200);
		expect(http.putJson(internalAccountPath() + "/status", token, Map.of("status", "Active")), 200);
		this.depositAccountId = created(http.postJson("/api/v3/deposit-accounts", token, Map.of("clientId",
				clientId)), 200);
		expect(http.putJson(depositAccountPath() + "/status", token, Map.of("status", "Active")), 200);
		expect(http.putJson(bankAccountPath() + "/validation", token, validationBody()), 200);
		expect(http.putJson("/api/v3/aml/settings", token, settingsBody(null)), 200);
		expect(http.putJson("/api/v3/aml/customers/" + clientId + "/cash-balance", token,
				Map.of("cashBalance", 1234.5, "currencyCode", "EUR")), 200);
		this.parameterId = created(http.postJson("/api/v3/aml/parameters/" + PARAMETER_FAMILY, token,
				parameterBody()), 200);
		this.pepRecordId = created(http.postJson("/api/v3/aml/pep-records", token, pepBody(clientId)), 200);
		expect(http.post("/api/v3/aml/customers/" + hitClientId + "/monitoring", token), 200);
		this.evaluationId = created(http.postJson("/api/v3/aml/action-evaluations", token, evaluationBody(clientId,
				bankAccountId)), 200);
		expect(http.post("/api/v3/aml/daily-risk-records/calculation", token), 200);
		expect(http.putJson("/api/v3/webhooks/unsubscriptions/" + UNSUBSCRIBED_TYPE, token, ""), 200);
		expect(http.putJson("/api/v3/clients/" + clientId + "/webhooks/unsubscriptions/" + CLIENT_UNSUBSCRIBED_TYPE,
				token, ""), 200);
		this.requestIsin = TestIsins.random();
		expect(http.postJson("/api/masterdata/v2/instrument-requests", token, instrumentRequestBody(requestIsin)), 200);
		this.orderSupportIsin = TestIsins.random();
		expect(http.putJson("/api/pricefeed/v2/admin/instruments", admin, List.of(Map.of("isinCode",
				orderSupportIsin, "name", "Shared instrument " + orderSupportIsin, "type", "Stocks"))), 200);
		expect(http.putJson("/api/pricefeed/v2/admin/order-support", token,
				List.of(Map.of("isinCode", orderSupportIsin, "blockOrdersAllowed", true))), 200);
		this.eventId = created(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
				"BankAccountAMLClosure", "parameters", Map.of("bankAccountId", bankAccountId))), 202, "eventId");
		this.deliveryId = deliveryOf(eventId);
		this.payerClientId = created(http.postJson("/api/v3/clients", token, Map.of("clientKey",
				Platform.unique("victim-payer"), "clientType", "Retail", "name", "Paula", "surname", surname,
				"accountUsageType", "Brokerage")), 201);
		this.payerBankAccountId = created(http.postJson("/api/v3/bank-accounts", token,
				bankAccountBody(payerClientId)), 200);
		expect(http.putJson("/api/v3/bank-accounts/" + payerBankAccountId + "/status", token,
				Map.of("status", "Active")), 200);
		this.payerInternalAccountId = created(http.postJson("/api/v3/internal-accounts", token,
				Map.of("clientId", payerClientId, "currencyCode", "EUR")), 200);
		expect(http.putJson(payerInternalAccountPath() + "/status", token, Map.of("status", "Active")), 200);
		this.mandateId = created(http.postJson("/api/v3/sepa-direct-debit-mandates", token, Map.of("clientId",
				payerClientId, "bankAccountId", payerBankAccountId, "internalAccountId", payerInternalAccountId)), 200);
		this.directDebitId = created(http.postJson("/api/v3/sepa-direct-debit-mandates/" + mandateId
				+ "/instructions", token, Map.of("amount", 100, "currencyCode", "EUR")), 200);
		expect(http.postJson("/admin/v1/sepa-direct-debit-instructions/" + directDebitId + "/outcome", admin,
				Map.of("outcome", "Received")), 200);
		this.withdrawalRequestId = UUID.randomUUID().toString();
		this.paymentId = created(http.postJson(payerInternalAccountPath() + "/withdrawal-requests", token,
				Map.of("initiatorWithdrawalRequestId", withdrawalRequestId, "amount", 10, "currencyCode", "EUR",
						"bankAccountId", payerBankAccountId)), 200, "initiatorPaymentId");
	}

	/** Ids and values that exist in no tenant: what tenant A's must look like to another tenant. */
	static TenantA ghost() {
		return new TenantA();
	}

	private TenantA() {
		this.http = null;
		this.admin = null;
		this.tenantId = UUID.randomUUID();
		this.token = null;
		this.oauthClientId = Platform.unique("ghost-client");
		this.userId = UUID.randomUUID();
		this.clientKey = Platform.unique("ghost-key");
		this.surname = Platform.unique("Ghost");
		this.clientId = UUID.randomUUID().toString();
		this.hitClientId = UUID.randomUUID().toString();
		this.bankAccountId = UUID.randomUUID().toString();
		this.documentId = UUID.randomUUID().toString();
		this.clientDocumentId = UUID.randomUUID().toString();
		this.internalAccountId = UUID.randomUUID().toString();
		this.depositAccountId = UUID.randomUUID().toString();
		this.cashTransactionId = UUID.randomUUID().toString();
		this.securityMovementId = UUID.randomUUID().toString();
		this.corporateActionId = Platform.unique("ghost-action");
		this.parameterId = UUID.randomUUID().toString();
		this.pepRecordId = UUID.randomUUID().toString();
		this.evaluationId = UUID.randomUUID().toString();
		this.endpointId = UUID.randomUUID().toString();
		this.eventId = UUID.randomUUID().toString();
		this.deliveryId = UUID.randomUUID().toString();
		this.requestIsin = TestIsins.random();
		this.orderSupportIsin = TestIsins.random();
		this.payerClientId = UUID.randomUUID().toString();
		this.payerBankAccountId = UUID.randomUUID().toString();
		this.payerInternalAccountId = UUID.randomUUID().toString();
		this.mandateId = UUID.randomUUID().toString();
		this.directDebitId = UUID.randomUUID().toString();
		this.withdrawalRequestId = UUID.randomUUID().toString();
		this.paymentId = UUID.randomUUID().toString();
	}

	/** Every scope a tenant's client may hold: all of the platform's but the operator's (over every tenant). */
	static Set<String> tenantScopes() {
		return Scopes.API_SCOPES.stream()
			.filter(scope -> !Scopes.OPERATOR_ONLY.contains(scope))
			.collect(Collectors.toCollection(java.util.TreeSet::new));
	}

	String payerInternalAccountPath() {
		return "/api/v3/internal-accounts/" + payerInternalAccountId;
	}

	/**
	 * Books a deposit on A's internal account and a delivery of securities on its deposit account, and a dividend of
	 * those securities paid on the internal account, with A's entitlement and statement.
	 */
	void book(Accounts accounts) {
		TenantId tenant = new TenantId(tenantId);
		this.cashTransactionId = accounts.bookCash(tenant, new CashBooking(new InternalAccountId(UUID.fromString(
				internalAccountId)), new BigDecimal("250.00"), "EUR", CashTransactionType.Deposit, "sweep deposit",
				LocalDate.of(2026, 11, 25), null, false)).value().toString();
		String isin = TestIsins.random();
		this.securityMovementId = accounts.bookSecurities(tenant, new SecurityBooking(new DepositAccountId(
				UUID.fromString(depositAccountId)), isin, TradeProvider.ProviderA, new BigDecimal("3"),
				new BigDecimal("10.5"), "EUR", SecurityMovementType.Deposit, "sweep delivery",
				LocalDate.of(2026, 11, 25), null)).value().toString();
		this.corporateActionId = Platform.unique("sweep-action");
		expect(http.putJson("/admin/v1/corporate-actions/" + corporateActionId, admin, Map.of("isinCode", isin,
				"eventType", "CashDividend", "mandatoryVoluntary", "Mandatory", "recordDate", "2026-11-26",
				"paymentDate", "2026-11-27", "currencyCode", "EUR", "grossAmountPerShare", 1)), 201);
		expect(http.post("/admin/v1/corporate-actions/processing", admin), 200);
	}

	String internalAccountPath() {
		return "/api/v3/internal-accounts/" + internalAccountId;
	}

	String depositAccountPath() {
		return "/api/v3/deposit-accounts/" + depositAccountId;
	}

	String clientDocumentsPath() {
		return "/api/v3/clients/" + clientId + "/documents";
	}

	String bankAccountPath() {
		return "/api/v3/bank-accounts/" + bankAccountId;
	}

	/**
	 * The ids and distinctive values of the tenant: none may appear in an answer to another tenant. The instrument
	 * behind the order support item is shared reference data, and the instrument request's ISIN another tenant may
	 * request too, so both are left out, and so is the client key, which the sweep gives a client record of the
	 * other tenant (keys are unique per tenant); the actor id in createdUserId and updatedUserId is A's own.
	 */
	List<String> traces() {
		return List.of(tenantId.toString(), oauthClientId, Caller.actorIdOfClient(oauthClientId).toString(),
				userId.toString(), surname, clientId, hitClientId, bankAccountId, documentId, clientDocumentId,
				internalAccountId,
				depositAccountId, cashTransactionId, securityMovementId, parameterId,
				pepRecordId, evaluationId, endpointId, eventId, deliveryId, payerClientId, payerBankAccountId,
				payerInternalAccountId, mandateId, directDebitId, withdrawalRequestId, paymentId);
	}

	/** Each of the tenant's resources as its owner reads it, by path, with what may change by itself left out. */
	Map<String, JsonNode> snapshot() {
		Map<String, JsonNode> reads = new LinkedHashMap<>();
		List<String> own = List.of("/api/v3/clients/" + clientId, "/api/v3/clients/" + hitClientId,
				bankAccountPath(), bankAccountPath() + "/documents/" + documentId, bankAccountPath() + "/validation",
				clientDocumentsPath(), clientDocumentsPath() + "/" + clientDocumentId,
				internalAccountPath(), internalAccountPath() + "/transactions", depositAccountPath(),
				depositAccountPath() + "/positions", depositAccountPath() + "/transactions",
				"/api/v3/aml/settings", "/api/v3/aml/parameters/" + PARAMETER_FAMILY + "?includeInActiveRecords=true",
				"/api/v3/aml/pep-records?includeInActiveRecords=true",
				"/api/v3/aml/sanction-records?includeInActiveRecords=true",
				"/api/v3/aml/other-records?includeInActiveRecords=true",
				"/api/v3/aml/action-evaluations/" + evaluationId,
				"/api/v3/aml/daily-risk-records?customerId=" + clientId,
				"/api/v3/aml/customers/" + hitClientId + "/monitoring", "/api/v3/webhooks/unsubscriptions",
				"/api/v3/clients/" + clientId + "/webhooks/unsubscriptions",
				"/api/pricefeed/v2/instruments/order-support",
				"/api/masterdata/v2/instrument-requests?pageNumber=1", payerInternalAccountPath(),
				"/api/v3/sepa-direct-debit-mandates/" + mandateId, "/api/v3/sepa-direct-debit-instructions/"
						+ directDebitId,
				payerInternalAccountPath() + "/withdrawal-requests/" + withdrawalRequestId, "/api/v3/payments/" + paymentId);
		for (String path : own) {
			reads.put(path, read(path, token));
		}
		for (String path : List.of("/admin/v1/tenants/" + tenantId, "/admin/v1/users/" + userId,
				"/admin/v1/oauth-clients/" + oauthClientId, "/admin/v1/webhook-endpoints/" + endpointId)) {
			reads.put(path, read(path, admin));
		}
		stripProcessing(reads.get("/api/masterdata/v2/instrument-requests?pageNumber=1"));
		return reads;
	}

	private JsonNode read(String path, String bearer) {
		Http.Response response = http.get(path, bearer);
		assertThat(response.status()).as(path + " " + response).isEqualTo(200);
		return response.json();
	}

	/** The background processor answers requests on its own; who last changed a request and what it asks stay. */
	private static void stripProcessing(JsonNode page) {
		page.findParents("actualId").forEach(request -> ((ObjectNode) request).remove(
				List.of("isAccepted", "processed", "processedDate", "errorMessageDetail", "updatedDate")));
	}

	Map<String, Object> clientBody() {
		return Map.of("clientKey", clientKey, "clientType", "Retail", "name", "Erika", "surname", surname);
	}

	static Map<String, Object> bankAccountBody(String... owners) {
		return Map.of("clientIds", List.of(owners), "accountHolderName", "Erika Mustermann", "bankName",
				"Commerzbank", "bic", "COBADEFFXXX", "alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban",
				"DE89370400440532013000");
	}

	static Map<String, Object> documentBody() {
		return Map.of("contentType", "Text_Plain", "documentType", "Bill", "fileData", "0x48656c6c6f", "fileName",
				"bill.txt");
	}

	static Map<String, Object> validationBody() {
		return Map.of("validationMethod", "Manual", "validated", true);
	}

	static Map<String, Object> settingsBody(UUID tenantId) {
		Map<String, Object> body = new HashMap<>(Map.of("amlOfficerEmail", "officer@example.com",
				"riskThresholdAcceptAutoBelow", 3, "riskThresholdRejectAutoAbove", 7, "defaultPEPRiskFactor", 8,
				"defaultSanctionRiskFactor", 9, "defaultOtherRiskFactor", 5));
		if (tenantId != null) {
			body.put("tenantId", tenantId);
		}
		return body;
	}

	static Map<String, Object> parameterBody() {
		return Map.of("isActive", true, "riskFactor", 4, "isBanned", false, "sectorCode", "K64.9");
	}

	static Map<String, Object> pepBody(String customerId) {
		return Map.of("customerId", customerId, "isActive", true, "isBanned", false);
	}

	static Map<String, Object> evaluationBody(String customerId, String bankAccountId) {
		return Map.of("clientId", customerId, "transactionType", "Deposit", "amount", 100, "currencyCode", "EUR",
				"accountUsageType", "Brokerage", "bankAccountId", bankAccountId);
	}

	static Map<String, Object> instrumentRequestBody(String isin) {
		return Map.of("idType", "ISIN", "actualId", isin, "financialObjectType", "Instrument", "operationType", "Add");
	}

	private String endpoint() {
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", tenantId, "url", "http://127.0.0.1:9/hooks",
				"eventTypes", List.of("BankAccountAMLClosure")));
		return created(http.postJson("/admin/v1/webhook-endpoints", admin, body), 201);
	}

	private String deliveryOf(String event) {
		List<String> found = new ArrayList<>();
		await("delivery of event " + event).atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
			Http.Response response = http.get("/admin/v1/webhook-deliveries?eventId=" + event, admin);
			assertThat(response.json().size()).as(response.toString()).isPositive();
			found.add(response.json().get(0).get("id").asString());
		});
		return found.getFirst();
	}

	private static String created(Http.Response response, int status) {
		return created(response, status, "id");
	}

	private static String created(Http.Response response, int status, String idField) {
		expect(response, status);
		return response.json().get(idField).asString();
	}

	private static void expect(Http.Response response, int status) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
	}
}
