package dev.kontor.shared;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

/**
 * The cross-tenant sweep's table: for every route of the application ("METHOD pattern", as the handler mappings
 * write it), the calls another tenant makes with tenant A's ids in the path, the query and the body, and what each
 * may answer. A route without a case here, and not exempt by design, fails the sweep; adding one is one line.
 */
final class CrossTenantCases {

	/** What a call of another tenant may answer. No expectation admits a 5xx. */
	enum Expect {

		/** A tenant that is not the caller's, or an operator operation: 403. */
		FORBIDDEN(Set.of(403)),

		/** A record of another tenant in the path: 404 as if it did not exist (or 403 before the lookup). */
		HIDDEN(Set.of(403, 404)),

		/** A record of another tenant in the body: as an unknown record, 404 or 422 (contract section 4). */
		REFUSED(Set.of(403, 404, 422)),

		/** The caller's own scope: refused as above, or 2xx without a trace of the other tenant's data. */
		OWN_SCOPE(Set.of(403, 404, 422));

		final Set<Integer> refusals;

		Expect(Set<Integer> refusals) {
			this.refusals = refusals;
		}

		boolean admitsSuccess() {
			return this == OWN_SCOPE;
		}
	}

	/** One request: the method comes from the route's key. {@code body} null sends none. */
	record Call(Expect expect, String path, @Nullable Object body) {
	}

	/** The caller's own records, so that a body can name one of them next to one of A's. */
	record Own(String clientId, String clientKey, String bankAccountId) {
	}

	/** The calls of one route, filled from tenant A's fixtures and the caller's own. */
	@FunctionalInterface
	interface Sweep {

		List<Call> calls(TenantA a, Own own);
	}

	/**
	 * Routes without tenant data by design, with the reason; the sweep fails if one of them no longer exists, so
	 * that the list stays reviewed.
	 */
	static final Map<String, String> EXEMPT = Map.ofEntries(
			Map.entry("ANY /error", "the servlet container's error page, reached only by forwarding"),
			Map.entry("GET /account/login", "the sign-in page of the authorization code flow, before a tenant is known"),
			Map.entry("GET /account/consent", "the consent page of the authorization code flow; the user's own grant"),
			Map.entry("GET /console", "the console's start page: a redirect or a welcome, no records"),
			Map.entry("ANY /console/forbidden", "the console's 403 page, no records"),
			Map.entry("GET /console/sign-in-failed", "the console's page of a failed sign-in, no records"),
			Map.entry("ANY /console/**", "the console's 404 page of the addresses it does not have, no records"),
			Map.entry("ANY /account/login/refused",
					"the sign-in page answering a locked-out sign-in, reached only by forwarding (404 otherwise)"),
			Map.entry("GET /api/test/failure", "a test probe that fails on purpose (500 by design); no tenant data"),
			Map.entry("GET /api/test/headers-before-handler",
					"a test probe answering the headers its own answer holds; no tenant data"),
			Map.entry("POST /api/test/idempotency/fails-once",
					"a test probe of the idempotency filter; it keeps no tenant data"),
			Map.entry("POST /api/test/idempotency/held",
					"a test probe of the idempotency filter that holds its request until released; no tenant data"),
			Map.entry("GET /api/pricefeed/v2/quotes/stream",
					"a WebSocket of quotes, shared reference data of all tenants, named by ISIN in its messages; no "
							+ "tenant's id reaches it (QuoteStreamTest)"),
			Map.entry("POST /api/pricefeed/v2/quotes/ingest",
					"quotes are shared reference data of all tenants, written only by the operator and its price "
							+ "connectors"),
			Map.entry("POST /api/v3/kyc/providers/{provider}/callback",
					"an identity provider's signed callback: no token and no tenant; the session is found by the "
							+ "provider's own reference, which only the provider knows (KycCallbackTest)"),
			Map.entry("GET /kyc-simulator/{token}",
					"the simulated provider's page for the person, reached only by the session's unguessable token"),
			Map.entry("POST /kyc-simulator/{token}",
					"the person's decision on the simulated provider's page, reached only by the unguessable token"),
			Map.entry("POST /api/masterdata/v2/filter-fields/search",
					"searches the shared reference data by its provider's field names, which exist only once a "
							+ "snapshot was imported; nothing of a tenant is searched"));

	/**
	 * Route prefixes of the framework (actuator, springdoc) and the AsyncAPI document: no tenant data. And the
	 * console's operator pages: they
	 * answer only a browser session of a user with the operator role, which exists only in tenant operator and acts
	 * over every tenant as platform.admin does; a bearer token of any tenant is sent to the sign-in
	 * (ConsoleSecurityTest), a user of another tenant gets 403.
	 */
	static final List<String> EXEMPT_PREFIXES = List.of("/actuator", "/v3/api-docs", "/asyncapi.json", "/swagger-ui",
			"/console/dashboard", "/console/tenants", "/console/oauth-clients", "/console/users",
			"/console/signing-keys", "/console/webhook-endpoints", "/console/webhook-deliveries", "/console/events",
			"/console/fix-session", "/console/bank-files",
			// the AML officer's pages answer only a console session, reading the signed-in officer's tenant: another
			// tenant's ids answer 404 there (OfficerConsoleIsolationTest); the market view holds no tenant data
			"/console/aml", "/console/market",
			// the back office's pages answer only a console session, reading the signed-in user's tenant (an operator's
			// chosen one): another tenant's ids answer the 404 page (BackOfficeConsoleIsolationTest)
			"/console/clients", "/console/accounts", "/console/orders", "/console/payments", "/console/corporate-actions");

	private static final String NEW_KEY = "sweep-key";

	private CrossTenantCases() {
	}

	static Map<String, Sweep> all() {
		Map<String, Sweep> cases = new LinkedHashMap<>();
		clients(cases);
		bankAccounts(cases);
		accounts(cases);
		aml(cases);
		webhooks(cases);
		eventStream(cases);
		payments(cases);
		orders(cases);
		corporateActions(cases);
		kyc(cases);
		masterData(cases);
		priceFeed(cases);
		operator(cases);
		testOnly(cases);
		return cases;
	}

	private static void kyc(Map<String, Sweep> cases) {
		String sessions = "/api/v3/clients/{clientId}/kyc-sessions";
		cases.put("POST " + sessions, (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId + "/kyc-sessions",
				Map.of("initiatorKycId", "sweep-kyc", "provider", "Simulated", "redirectUrl",
						"https://app.example.com/"))));
		cases.put("GET " + sessions, (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId + "/kyc-sessions")));
		cases.put("GET " + sessions + "/{initiatorKycId}", (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId
				+ "/kyc-sessions/sweep-kyc")));
	}

	private static void clients(Map<String, Sweep> cases) {
		cases.put("POST /api/v3/clients", (a, b) -> List.of(refused("/api/v3/clients", client(Map.of("partnerTo",
				a.clientId))), own("/api/v3/clients", client(Map.of("clientKey", a.clientKey)))));
		cases.put("GET /api/v3/clients", (a, b) -> List.of(forbidden("/api/v3/clients?tenantId=" + a.tenantId),
				own("/api/v3/clients?clientKey=" + a.clientKey), own("/api/v3/clients?surname=" + a.surname)));
		cases.put("GET /api/v3/clients/{id}", (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId)));
		cases.put("PUT /api/v3/clients/{id}", (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId, client(Map.of())),
				refused("/api/v3/clients/" + b.clientId(), client(Map.of("clientKey", b.clientKey(),
						"defaultBankAccountId", a.bankAccountId))),
				refused("/api/v3/clients/" + b.clientId(), client(Map.of("clientKey", b.clientKey(), "partnerTo",
						a.clientId)))));
		cases.put("POST /api/v3/clients/{clientId}/documents", (a, b) -> List.of(hidden(a.clientDocumentsPath(),
				TenantA.documentBody())));
		cases.put("GET /api/v3/clients/{clientId}/documents", (a, b) -> List.of(hidden(a.clientDocumentsPath())));
		cases.put("GET /api/v3/clients/{clientId}/documents/{documentId}", (a, b) -> List.of(hidden(
				a.clientDocumentsPath() + "/" + a.clientDocumentId)));
		cases.put("POST /api/v3/clients/{clientId}/kistam-queries", (a, b) -> List.of(hidden("/api/v3/clients/"
				+ a.clientId + "/kistam-queries", Map.of())));
		cases.put("GET /api/v3/clients/{clientId}/kistam-queries", (a, b) -> List.of(hidden("/api/v3/clients/"
				+ a.clientId + "/kistam-queries")));
		cases.put("PUT /api/v3/clients/{id}/status", (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId + "/status",
				Map.of("status", "Deleted"))));
	}

	private static void bankAccounts(Map<String, Sweep> cases) {
		String accounts = "/api/v3/bank-accounts";
		cases.put("POST " + accounts, (a, b) -> List.of(refused(accounts, TenantA.bankAccountBody(a.clientId)),
				refused(accounts, TenantA.bankAccountBody(b.clientId(), a.clientId))));
		cases.put("GET " + accounts, (a, b) -> List.of(own(accounts + "?accountId=" + a.bankAccountId),
				own(accounts + "?clientId=" + a.clientId + "&dateTimeStart=2000-01-01T00:00:00Z"),
				own(accounts + "?iban=DE89370400440532013000"),
				own(accounts + "?dateTimeStart=2000-01-01T00:00:00Z&createdUserId="
						+ Caller.actorIdOfClient(a.oauthClientId))));
		cases.put("GET " + accounts + "/{bankAccountId}", (a, b) -> List.of(hidden(a.bankAccountPath())));
		cases.put("PUT " + accounts + "/{bankAccountId}/status", (a, b) -> List.of(hidden(a.bankAccountPath() + "/status",
				Map.of("status", "Deleted", "closeOrDeleteReason", "sweep"))));
		cases.put("PUT " + accounts + "/{bankAccountId}/aml-closure", (a, b) -> List.of(hidden(a.bankAccountPath()
				+ "/aml-closure", Map.of("closeOrDeleteReason", "sweep"))));
		cases.put("POST " + accounts + "/{bankAccountId}/documents", (a, b) -> List.of(hidden(a.bankAccountPath()
				+ "/documents", TenantA.documentBody())));
		cases.put("GET " + accounts + "/{bankAccountId}/documents/{documentId}", (a, b) -> List.of(hidden(
				a.bankAccountPath() + "/documents/" + a.documentId)));
		cases.put("DELETE " + accounts + "/{bankAccountId}/documents/{documentId}", (a, b) -> List.of(hidden(
				a.bankAccountPath() + "/documents/" + a.documentId)));
		cases.put("GET " + accounts + "/{bankAccountId}/validation", (a, b) -> List.of(hidden(a.bankAccountPath()
				+ "/validation")));
		cases.put("PUT " + accounts + "/{bankAccountId}/validation", (a, b) -> List.of(hidden(a.bankAccountPath()
				+ "/validation", Map.of("validationMethod", "None", "validated", false))));
	}

	private static void accounts(Map<String, Sweep> cases) {
		String internal = "/api/v3/internal-accounts";
		cases.put("POST " + internal, (a, b) -> List.of(refused(internal, Map.of("clientId", a.clientId,
				"currencyCode", "EUR"))));
		cases.put("GET " + internal, (a, b) -> List.of(forbidden(internal + "?tenantId=" + a.tenantId),
				own(internal + "?clientId=" + a.clientId), own(internal)));
		cases.put("GET " + internal + "/{internalAccountId}", (a, b) -> List.of(hidden(a.internalAccountPath())));
		cases.put("PUT " + internal + "/{internalAccountId}/status", (a, b) -> List.of(hidden(a.internalAccountPath()
				+ "/status", Map.of("status", "Suspended"))));
		cases.put("GET " + internal + "/{internalAccountId}/transactions", (a, b) -> List.of(hidden(
				a.internalAccountPath() + "/transactions")));
		cases.put("GET " + internal + "/{internalAccountId}/transactions/{transactionId}", (a, b) -> List.of(hidden(
				a.internalAccountPath() + "/transactions/" + a.cashTransactionId)));
		cases.put("GET " + internal + "/{internalAccountId}/statements", (a, b) -> List.of(hidden(
				a.internalAccountPath() + "/statements")));
		cases.put("GET " + internal + "/{internalAccountId}/statements/{year}/{fileNumber}", (a, b) -> List.of(hidden(
				a.internalAccountPath() + "/statements/2026/1")));
		String deposit = "/api/v3/deposit-accounts";
		cases.put("POST " + deposit, (a, b) -> List.of(refused(deposit, Map.of("clientId", a.clientId))));
		cases.put("GET " + deposit, (a, b) -> List.of(forbidden(deposit + "?tenantId=" + a.tenantId),
				own(deposit + "?clientId=" + a.clientId), own(deposit)));
		cases.put("GET " + deposit + "/{depositAccountId}", (a, b) -> List.of(hidden(a.depositAccountPath())));
		cases.put("PUT " + deposit + "/{depositAccountId}/status", (a, b) -> List.of(hidden(a.depositAccountPath()
				+ "/status", Map.of("status", "Suspended"))));
		cases.put("GET " + deposit + "/{depositAccountId}/positions", (a, b) -> List.of(hidden(
				a.depositAccountPath() + "/positions")));
		cases.put("GET " + deposit + "/{depositAccountId}/transactions", (a, b) -> List.of(hidden(
				a.depositAccountPath() + "/transactions")));
		cases.put("GET " + deposit + "/{depositAccountId}/transactions/{transactionId}", (a, b) -> List.of(hidden(
				a.depositAccountPath() + "/transactions/" + a.securityMovementId)));
		cases.put("GET " + deposit + "/{depositAccountId}/statements", (a, b) -> List.of(hidden(
				a.depositAccountPath() + "/statements")));
		cases.put("GET " + deposit + "/{depositAccountId}/statements/{year}/{fileNumber}", (a, b) -> List.of(hidden(
				a.depositAccountPath() + "/statements/2026/1")));
		String losses = "/api/v3/clients/{clientId}/loss-threshold-reports";
		cases.put("GET " + losses, (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId
				+ "/loss-threshold-reports")));
		cases.put("GET " + losses + "/{snapshotDate}", (a, b) -> List.of(hidden("/api/v3/clients/" + a.clientId
				+ "/loss-threshold-reports/2026-01-02")));
	}

	private static void aml(Map<String, Sweep> cases) {
		cases.put("GET /api/v3/aml/audit", (a, b) -> List.of(
				own("/api/v3/aml/audit?entity=ParameterRecord&id=" + a.parameterId),
				own("/api/v3/aml/audit?entity=Evaluation&id=" + a.evaluationId),
				own("/api/v3/aml/audit?entity=TenantSettings&id=" + a.tenantId), own("/api/v3/aml/audit")));
		String records = "/api/v3/aml/{family:pep-records|sanction-records|other-records}";
		cases.put("GET " + records, (a, b) -> List.of(
				own("/api/v3/aml/pep-records?includeInActiveRecords=true&customerId=" + a.clientId),
				own("/api/v3/aml/sanction-records?includeInActiveRecords=true&customerId=" + a.hitClientId),
				own("/api/v3/aml/other-records?includeInActiveRecords=true")));
		cases.put("POST " + records, (a, b) -> List.of(refused("/api/v3/aml/pep-records", TenantA.pepBody(a.clientId)),
				refused("/api/v3/aml/sanction-records", TenantA.pepBody(a.hitClientId))));
		cases.put("PUT " + records + "/{recordId}", (a, b) -> List.of(hidden("/api/v3/aml/pep-records/" + a.pepRecordId,
				TenantA.pepBody(a.clientId))));
		cases.put("PUT " + records + "/{recordId}/inactive", (a, b) -> List.of(hidden("/api/v3/aml/pep-records/"
				+ a.pepRecordId + "/inactive")));
		String parameters = "/api/v3/aml/parameters/" + TenantA.PARAMETER_FAMILY;
		cases.put("GET /api/v3/aml/parameters/{family}", (a, b) -> List.of(own(parameters + "?includeInActiveRecords=true")));
		// The same key as A's active record: uniqueness is per tenant, so another tenant may create it.
		cases.put("POST /api/v3/aml/parameters/{family}", (a, b) -> List.of(own(parameters, TenantA.parameterBody())));
		cases.put("PUT /api/v3/aml/parameters/{family}/{recordId}", (a, b) -> List.of(hidden(parameters + "/"
				+ a.parameterId, TenantA.parameterBody())));
		cases.put("PUT /api/v3/aml/parameters/{family}/{recordId}/inactive", (a, b) -> List.of(hidden(parameters + "/"
				+ a.parameterId + "/inactive")));
		cases.put("GET /api/v3/aml/daily-risk-records", (a, b) -> List.of(own("/api/v3/aml/daily-risk-records?customerId="
				+ a.clientId)));
		cases.put("POST /api/v3/aml/daily-risk-records/calculation", (a, b) -> List.of(own(
				"/api/v3/aml/daily-risk-records/calculation")));
		cases.put("GET /api/v3/aml/most-risky-clients", (a, b) -> List.of(own("/api/v3/aml/most-risky-clients"),
				own("/api/v3/aml/most-risky-clients?clientId=" + a.clientId)));
		String customers = "/api/v3/aml/customers/";
		cases.put("GET /api/v3/aml/customers/{customerId}/indicator", (a, b) -> List.of(hidden(customers + a.clientId
				+ "/indicator")));
		cases.put("PUT /api/v3/aml/customers/{customerId}/cash-balance", (a, b) -> List.of(hidden(customers + a.clientId
				+ "/cash-balance", Map.of("cashBalance", 1, "currencyCode", "EUR"))));
		cases.put("POST /api/v3/aml/customers/{customerId}/monitoring", (a, b) -> List.of(hidden(customers + a.hitClientId
				+ "/monitoring")));
		cases.put("POST /api/v3/aml/customers/{customerId}/monitoring/refresh", (a, b) -> List.of(hidden(customers
				+ a.hitClientId + "/monitoring/refresh")));
		cases.put("GET /api/v3/aml/customers/{customerId}/monitoring", (a, b) -> List.of(hidden(customers + a.hitClientId
				+ "/monitoring")));
		String evaluations = "/api/v3/aml/action-evaluations";
		cases.put("POST " + evaluations, (a, b) -> List.of(refused(evaluations, TenantA.evaluationBody(a.clientId,
				a.bankAccountId)), refused(evaluations, TenantA.evaluationBody(b.clientId(), a.bankAccountId))));
		cases.put("GET " + evaluations, (a, b) -> List.of(own(evaluations + "?clientId=" + a.clientId),
				own(evaluations + "?bankAccountId=" + a.bankAccountId), own(evaluations + "?clientKey=" + a.clientKey)));
		cases.put("GET " + evaluations + "/{id}", (a, b) -> List.of(hidden(evaluations + "/" + a.evaluationId)));
		cases.put("PUT " + evaluations + "/{id}/status", (a, b) -> List.of(hidden(evaluations + "/" + a.evaluationId
				+ "/status", Map.of("newStatus", "Denied", "reason", "sweep"))));
		cases.put("PUT " + evaluations + "/{id}/reason-note", (a, b) -> List.of(hidden(evaluations + "/" + a.evaluationId
				+ "/reason-note", Map.of("reason", "sweep", "note", "sweep"))));
		cases.put("GET /api/v3/aml/settings", (a, b) -> List.of(own("/api/v3/aml/settings")));
		cases.put("PUT /api/v3/aml/settings", (a, b) -> List.of(forbidden("/api/v3/aml/settings",
				TenantA.settingsBody(a.tenantId))));
	}

	private static void webhooks(Map<String, Sweep> cases) {
		String tenantLevel = "/api/v3/webhooks/unsubscriptions";
		String type = TenantA.UNSUBSCRIBED_TYPE;
		cases.put("GET " + tenantLevel, (a, b) -> List.of(own(tenantLevel)));
		cases.put("GET " + tenantLevel + "/{eventType}", (a, b) -> List.of(own(tenantLevel + "/" + type)));
		cases.put("PUT " + tenantLevel + "/{eventType}", (a, b) -> List.of(own(tenantLevel + "/" + type)));
		cases.put("DELETE " + tenantLevel + "/{eventType}", (a, b) -> List.of(own(tenantLevel + "/" + type)));
		String clientLevel = "/api/v3/clients/{clientId}/webhooks/unsubscriptions";
		cases.put("GET " + clientLevel, (a, b) -> List.of(hidden(clientLevel(a))));
		for (String method : List.of("GET", "PUT", "DELETE")) {
			cases.put(method + " " + clientLevel + "/{eventType}", (a, b) -> List.of(hidden(clientLevel(a) + "/"
					+ TenantA.CLIENT_UNSUBSCRIBED_TYPE)));
		}
	}

	/** The event stream itself is the caller's own; it resumes only after an event of the caller's tenant. */
	private static void eventStream(Map<String, Sweep> cases) {
		cases.put("GET /api/v3/events/stream", (a, b) -> List.of(hidden("/api/v3/events/stream?after=" + a.eventId)));
	}

	private static String clientLevel(TenantA a) {
		return "/api/v3/clients/" + a.clientId + "/webhooks/unsubscriptions";
	}

	private static void masterData(Map<String, Sweep> cases) {
		String v2 = "/api/masterdata/v2";
		String requests = "/instrument-requests";
		String one = "/{idType}/{actualId}";
		cases.put("POST " + v2 + "/tenants/{tenantId}" + requests, (a, b) -> List.of(forbidden(tenant(a) + requests,
				TenantA.instrumentRequestBody(TestIsins.random()))));
		cases.put("GET " + v2 + "/tenants/{tenantId}" + requests, (a, b) -> List.of(forbidden(tenant(a) + requests
				+ "?pageNumber=1")));
		cases.put("GET " + v2 + requests, (a, b) -> List.of(own(v2 + requests + "?pageNumber=1")));
		Map<String, Object> update = Map.of("financialObjectType", "Instrument", "operationType", "OneTime");
		cases.put("PUT " + v2 + "/tenants/{tenantId}" + requests + one, (a, b) -> List.of(forbidden(tenant(a) + requests
				+ "/ISIN/" + a.requestIsin, update)));
		cases.put("PUT " + v2 + requests + one, (a, b) -> List.of(hidden(v2 + requests + "/ISIN/" + a.requestIsin,
				update)));
		cases.put("DELETE " + v2 + "/tenants/{tenantId}" + requests + one, (a, b) -> List.of(forbidden(tenant(a)
				+ requests + "/ISIN/" + a.requestIsin)));
		cases.put("DELETE " + v2 + requests + one, (a, b) -> List.of(hidden(v2 + requests + "/ISIN/" + a.requestIsin)));
		// A's ISIN, after the calls above: requests are per tenant, so another tenant files its own.
		cases.put("POST " + v2 + requests, (a, b) -> List.of(own(v2 + requests, TenantA.instrumentRequestBody(
				a.requestIsin))));
		String isin = "DE0007164600";
		String overviews = "/overviews?isinCodeList=" + isin;
		String overview = "/overviews/" + isin;
		String details = "/details?idType=Instrument&idList=716460&ags=H&bids=XETR";
		String detail = "/details/716460/H/XETR";
		cases.put("GET " + v2 + "/overviews", (a, b) -> List.of(own(v2 + overviews)));
		cases.put("GET " + v2 + "/tenants/{tenantId}/overviews", (a, b) -> List.of(forbidden(tenant(a) + overviews)));
		cases.put("GET " + v2 + "/overviews/{isinCode}", (a, b) -> List.of(own(v2 + overview)));
		cases.put("GET " + v2 + "/tenants/{tenantId}/overviews/{isinCode}", (a, b) -> List.of(forbidden(tenant(a)
				+ overview)));
		cases.put("GET " + v2 + "/details", (a, b) -> List.of(own(v2 + details)));
		cases.put("GET " + v2 + "/tenants/{tenantId}/details", (a, b) -> List.of(forbidden(tenant(a) + details)));
		cases.put("GET " + v2 + "/details/{id}/{ag}/{bid}", (a, b) -> List.of(own(v2 + detail)));
		cases.put("GET " + v2 + "/tenants/{tenantId}/details/{id}/{ag}/{bid}", (a, b) -> List.of(forbidden(tenant(a)
				+ detail)));
		cases.put("GET " + v2 + "/definitions", (a, b) -> List.of(own(v2 + "/definitions?page=1")));
		cases.put("GET " + v2 + "/filter-fields", (a, b) -> List.of(own(v2 + "/filter-fields")));
		cases.put("POST " + v2 + "/instruments/{isinCode}/field-values", (a, b) -> List.of(own(v2 + "/instruments/" + isin
				+ "/field-values",
				List.of(Map.of("fieldName", "currency")))));
		cases.put("GET " + v2 + "/objects/{id}", (a, b) -> List.of(own(v2 + "/objects/" + isin)));
		cases.put("GET " + v2 + "/sections", (a, b) -> List.of(own(v2 + "/sections?isinCodes=" + isin
				+ "&ags=H&sectionFilter=latest")));
		cases.put("POST " + v2 + "/admin/snapshots", (a, b) -> List.of(forbidden(v2 + "/admin/snapshots", Map.of())));
	}

	private static String tenant(TenantA a) {
		return "/api/masterdata/v2/tenants/" + a.tenantId;
	}

	private static void priceFeed(Map<String, Sweep> cases) {
		String v2 = "/api/pricefeed/v2";
		cases.put("GET " + v2 + "/instruments/order-support", (a, b) -> List.of(own(v2 + "/instruments/order-support")));
		cases.put("PUT " + v2 + "/admin/order-support", (a, b) -> List.of(forbidden(v2 + "/admin/order-support",
				List.of(Map.of("tenantId", a.tenantId, "isinCode", a.orderSupportIsin, "tradeAllowed", false)))));
		// Reference data every tenant shares: only the operator's scopes (pricefeed.admin, platform.admin) change it.
		cases.put("PUT " + v2 + "/admin/instruments", (a, b) -> List.of(forbidden(v2 + "/admin/instruments",
				List.of(Map.of("isinCode", a.orderSupportIsin, "name", "Taken over", "type", "Stocks")))));
		cases.put("PUT " + v2 + "/admin/markets/{mic}/calendar", (a, b) -> List.of(forbidden(v2
				+ "/admin/markets/XETR/calendar", Map.of("workingDays", List.of(), "holidays", List.of()))));
		cases.put("PUT " + v2 + "/instruments/settlement-settings", (a, b) -> List.of(forbidden(v2
				+ "/instruments/settlement-settings", Map.of("isin", a.orderSupportIsin, "settlementDays", 9,
						"settlementFor", "OnValueDate", "settlementDaysType", "AllDays"))));
		cases.put("GET " + v2 + "/instruments", (a, b) -> List.of(own(v2 + "/instruments")));
		cases.put("GET " + v2 + "/instruments/tradeable", (a, b) -> List.of(own(v2
				+ "/instruments/tradeable?securityType=Stocks&page=1")));
		cases.put("GET " + v2 + "/instruments/{isinCode}", (a, b) -> List.of(own(v2 + "/instruments/"
				+ a.orderSupportIsin)));
		cases.put("GET " + v2 + "/markets/{mic}/working-days", (a, b) -> List.of(own(v2 + "/markets/XETR/working-days")));
		cases.put("GET " + v2 + "/markets/{mic}/holidays", (a, b) -> List.of(own(v2 + "/markets/XETR/holidays")));
		cases.put("GET " + v2 + "/quotes", (a, b) -> List.of(own(v2 + "/quotes?lastTimeStamp=0")));
		cases.put("GET " + v2 + "/quotes/paged", (a, b) -> List.of(own(v2 + "/quotes/paged?page=1")));
		cases.put("GET " + v2 + "/quotes/{isinCode}", (a, b) -> List.of(own(v2 + "/quotes/" + a.orderSupportIsin)));
		cases.put("GET " + v2 + "/quotes/{isinCode}/history", (a, b) -> List.of(own(v2 + "/quotes/" + a.orderSupportIsin
				+ "/history")));
		cases.put("GET " + v2 + "/eod-prices", (a, b) -> List.of(own(v2 + "/eod-prices?date=2026-11-24")));
		cases.put("GET " + v2 + "/candlesticks/{isinCode}", (a, b) -> List.of(own(v2 + "/candlesticks/"
				+ a.orderSupportIsin + "?range=d1")));
		cases.put("GET " + v2 + "/candlesticks/{isinCode}/custom", (a, b) -> List.of(own(v2 + "/candlesticks/"
				+ a.orderSupportIsin + "/custom?resolution=oneHour")));
	}

	/** The operator API: a tenant's token without platform.admin answers 403 on every route. */
	private static void payments(Map<String, Sweep> cases) {
		String mandates = "/api/v3/sepa-direct-debit-mandates";
		cases.put("POST " + mandates, (a, b) -> List.of(
				refused(mandates, Map.of("clientId", a.payerClientId, "bankAccountId", a.payerBankAccountId,
						"internalAccountId", a.payerInternalAccountId)),
				refused(mandates, Map.of("clientId", b.clientId(), "bankAccountId", b.bankAccountId(),
						"internalAccountId", a.payerInternalAccountId))));
		cases.put("GET " + mandates + "/{mandateId}", (a, b) -> List.of(hidden(mandates + "/" + a.mandateId)));
		cases.put("PUT " + mandates + "/{mandateId}/status", (a, b) -> List.of(hidden(mandates + "/" + a.mandateId
				+ "/status", Map.of("status", "Revoked"))));
		cases.put("POST " + mandates + "/{mandateId}/instructions", (a, b) -> List.of(hidden(mandates + "/"
				+ a.mandateId + "/instructions", Map.of("amount", 1, "currencyCode", "EUR"))));
		cases.put("GET /api/v3/sepa-direct-debit-instructions/{instructionId}", (a, b) -> List.of(
				hidden("/api/v3/sepa-direct-debit-instructions/" + a.directDebitId)));
		cases.put("POST /api/v3/internal-accounts/{internalAccountId}/withdrawal-requests", (a, b) -> List.of(
				hidden(a.payerInternalAccountPath() + "/withdrawal-requests", Map.of("initiatorWithdrawalRequestId",
						a.withdrawalRequestId, "amount", 10, "currencyCode", "EUR", "bankAccountId",
						a.payerBankAccountId))));
		cases.put("GET /api/v3/internal-accounts/{internalAccountId}/withdrawal-requests/{initiatorWithdrawalRequestId}",
				(a, b) -> List.of(hidden(a.payerInternalAccountPath() + "/withdrawal-requests/" + a.withdrawalRequestId)));
		cases.put("GET /api/v3/payments/{initiatorPaymentId}", (a, b) -> List.of(hidden("/api/v3/payments/"
				+ a.paymentId)));
	}

	/**
	 * The order API: A's client record in the path is unknown (404), whatever the order; the caller's own client with
	 * A's accounts in the body is refused as naming unknown accounts.
	 */
	private static void orders(Map<String, Sweep> cases) {
		String order = "/api/client/{clientId}/order";
		Map<String, Object> buy = Map.of("clientOrderId", "sweep-order", "isinCode", "DE0007164600", "side", "Buy",
				"orderType", "Limit", "quantity", 1, "limitPrice", 1, "timeInForce", "Day");
		cases.put("POST " + order, (a, b) -> List.of(hidden(ordersOf(a.clientId), buy),
				refused(ordersOf(b.clientId()), withAccounts(buy, a))));
		cases.put("GET " + order, (a, b) -> List.of(hidden(ordersOf(a.clientId))));
		cases.put("GET " + order + "/history", (a, b) -> List.of(hidden(ordersOf(a.clientId) + "/history")));
		cases.put("GET " + order + "/{clientOrderId}", (a, b) -> List.of(hidden(ordersOf(a.clientId) + "/sweep-order")));
		cases.put("DELETE " + order + "/{clientOrderId}", (a, b) -> List.of(hidden(ordersOf(a.clientId)
				+ "/sweep-order")));
		cases.put("PUT " + order + "/{clientOrderId}", (a, b) -> List.of(hidden(ordersOf(a.clientId) + "/sweep-order",
				Map.of("quantity", 2))));
		cases.put("GET " + order + "/{clientOrderId}/executions", (a, b) -> List.of(hidden(ordersOf(a.clientId)
				+ "/sweep-order/executions")));
		// tenant A's order has no execution: the statement of any execution id of it is hidden as an unknown one
		cases.put("GET " + order + "/{clientOrderId}/executions/{executionId}/statement", (a, b) -> List.of(
				hidden(ordersOf(a.clientId) + "/sweep-order/executions/" + UUID.randomUUID() + "/statement")));
	}

	private static String ordersOf(String clientId) {
		return "/api/client/" + clientId + "/order";
	}

	private static void corporateActions(Map<String, Sweep> cases) {
		String actions = "/api/v3/corporate-actions";
		cases.put("GET " + actions, (a, b) -> List.of(own(actions), own(actions + "?status=Processed")));
		cases.put("GET " + actions + "/{corporateActionId}", (a, b) -> List.of(own(actions + "/"
				+ a.corporateActionId)));
		cases.put("GET " + actions + "/{corporateActionId}/entitlements", (a, b) -> List.of(own(actions + "/"
				+ a.corporateActionId + "/entitlements"), own(actions + "/" + a.corporateActionId
						+ "/entitlements?clientId=" + a.clientId)));
		cases.put("GET " + actions + "/{corporateActionId}/statements/{clientId}", (a, b) -> List.of(hidden(actions
				+ "/" + a.corporateActionId + "/statements/" + a.clientId)));
		String elections = actions + "/{corporateActionId}/elections/{clientId}";
		cases.put("PUT " + elections, (a, b) -> List.of(hidden(actions + "/" + a.corporateActionId + "/elections/"
				+ a.clientId, Map.of("optionNumber", 1, "quantity", 1)), own(actions + "/" + a.corporateActionId
						+ "/elections/" + b.clientId(), Map.of("optionNumber", 1, "quantity", 1))));
		cases.put("GET " + elections, (a, b) -> List.of(hidden(actions + "/" + a.corporateActionId + "/elections/"
				+ a.clientId)));
		String admin = "/admin/v1/corporate-actions";
		admin(cases, "PUT " + admin + "/{corporateActionId}", a -> admin + "/" + a.corporateActionId,
				a -> Map.of("isinCode", "DE0007164600", "eventType", "GeneralMeeting", "mandatoryVoluntary",
						"Mandatory", "meetingDate", "2026-12-01"));
		admin(cases, "PUT " + admin + "/{corporateActionId}/status", a -> admin + "/" + a.corporateActionId
				+ "/status", a -> Map.of("status", "Cancelled"));
		admin(cases, "POST " + admin + "/mt564", a -> admin + "/mt564", null);
		admin(cases, "POST " + admin + "/processing", a -> admin + "/processing", null);
	}

	private static Map<String, Object> withAccounts(Map<String, Object> order, TenantA a) {
		Map<String, Object> body = new LinkedHashMap<>(order);
		body.put("internalAccountId", a.internalAccountId);
		body.put("depositAccountId", a.depositAccountId);
		return body;
	}

	private static void operator(Map<String, Sweep> cases) {
		String admin = "/admin/v1";
		admin(cases, "POST /admin/v1/tenants", a -> admin + "/tenants", a -> Map.of("name", "sweep"));
		admin(cases, "GET /admin/v1/tenants", a -> admin + "/tenants", null);
		admin(cases, "GET /admin/v1/tenants/{id}", a -> admin + "/tenants/" + a.tenantId, null);
		admin(cases, "POST /admin/v1/oauth-clients", a -> admin + "/oauth-clients", a -> Map.of("tenantId",
				a.tenantId, "applicationName", "sweep", "applicationType", "server", "grantTypes",
				List.of("client_credentials"), "scopes", List.of("platform.admin")));
		admin(cases, "GET /admin/v1/oauth-clients", a -> admin + "/oauth-clients?tenantId=" + a.tenantId, null);
		admin(cases, "GET /admin/v1/oauth-clients/{clientId}", a -> admin + "/oauth-clients/" + a.oauthClientId, null);
		admin(cases, "POST /admin/v1/oauth-clients/{clientId}/secret", a -> admin + "/oauth-clients/"
				+ a.oauthClientId + "/secret", null);
		admin(cases, "PUT /admin/v1/oauth-clients/{clientId}/enabled", a -> admin + "/oauth-clients/"
				+ a.oauthClientId + "/enabled", a -> Map.of("enabled", false));
		admin(cases, "POST /admin/v1/users", a -> admin + "/users", a -> Map.of("tenantId", a.tenantId, "username",
				Platform.unique("sweep"), "password", "correct horse battery staple", "email", "s@example.com",
				"name", "Sweep"));
		admin(cases, "GET /admin/v1/users", a -> admin + "/users?tenantId=" + a.tenantId, null);
		admin(cases, "GET /admin/v1/users/{id}", a -> admin + "/users/" + a.userId, null);
		admin(cases, "PUT /admin/v1/users/{id}/roles", a -> admin + "/users/" + a.userId + "/roles",
				a -> Map.of("roles", List.of("aml-officer")));
		admin(cases, "PUT /admin/v1/users/{id}/enabled", a -> admin + "/users/" + a.userId + "/enabled",
				a -> Map.of("enabled", false));
		admin(cases, "PUT /admin/v1/tenants/{tenantId}/order-fees", a -> admin + "/tenants/" + a.tenantId
				+ "/order-fees", a -> Map.of("fixedAmount", 0, "percent", 0, "minimum", 0));
		admin(cases, "GET /admin/v1/tenants/{tenantId}/branding", a -> admin + "/tenants/" + a.tenantId + "/branding",
				null);
		admin(cases, "PUT /admin/v1/tenants/{tenantId}/branding", a -> admin + "/tenants/" + a.tenantId + "/branding",
				a -> Map.of("legalName", "Sweep Bank", "addressLines", List.of("Sweep Street 1"), "locale", "de-DE"));
		admin(cases, "GET /admin/v1/trading-halts", a -> admin + "/trading-halts", null);
		admin(cases, "DELETE /admin/v1/trading-halts/{provider}/{isinCode}",
				a -> admin + "/trading-halts/ProviderA/DE0007164600", null);
		admin(cases, "GET /admin/v1/fix-session", a -> admin + "/fix-session", null);
		admin(cases, "POST /admin/v1/fix-session/reconnect", a -> admin + "/fix-session/reconnect", null);
		admin(cases, "GET /admin/v1/bank-files", a -> admin + "/bank-files", null);
		admin(cases, "POST /admin/v1/bank-files/cutoff", a -> admin + "/bank-files/cutoff", null);
		admin(cases, "POST /admin/v1/sepa-direct-debit-instructions/{instructionId}/outcome",
				a -> admin + "/sepa-direct-debit-instructions/" + a.directDebitId + "/outcome",
				a -> Map.of("outcome", "Reverted"));
		admin(cases, "POST /admin/v1/payments/{initiatorPaymentId}/outcome",
				a -> admin + "/payments/" + a.paymentId + "/outcome", a -> Map.of("outcome", "Rejected"));
		admin(cases, "GET /admin/v1/signing-keys", a -> admin + "/signing-keys", null);
		admin(cases, "POST /admin/v1/signing-keys/rotation", a -> admin + "/signing-keys/rotation", null);
		admin(cases, "POST /admin/v1/aml/screening-list", a -> admin + "/aml/screening-list", null);
		admin(cases, "POST /admin/v1/account-statements", a -> admin + "/account-statements", a -> Map.of("year",
				2026, "month", 1, "tenantId", a.tenantId));
		admin(cases, "POST /admin/v1/loss-threshold-reports", a -> admin + "/loss-threshold-reports", a -> Map.of(
				"date", "2026-01-02", "tenantId", a.tenantId));
		String endpoints = admin + "/webhook-endpoints";
		admin(cases, "POST " + endpoints, a -> endpoints, CrossTenantCases::endpoint);
		admin(cases, "GET " + endpoints, a -> endpoints + "?tenantId=" + a.tenantId, null);
		admin(cases, "GET " + endpoints + "/{id}", a -> endpoints + "/" + a.endpointId, null);
		admin(cases, "PUT " + endpoints + "/{id}", a -> endpoints + "/" + a.endpointId, CrossTenantCases::endpoint);
		admin(cases, "PUT " + endpoints + "/{id}/enabled", a -> endpoints + "/" + a.endpointId + "/enabled",
				a -> Map.of("enabled", false));
		admin(cases, "POST " + endpoints + "/{id}/signing-secret", a -> endpoints + "/" + a.endpointId
				+ "/signing-secret", null);
		admin(cases, "POST /admin/v1/events", a -> admin + "/events", CrossTenantCases::event);
		admin(cases, "POST /admin/v1/event-batches", a -> admin + "/event-batches", a -> Map.of("events",
				List.of(event(a))));
		admin(cases, "GET /admin/v1/webhook-deliveries", a -> admin + "/webhook-deliveries?endpointId="
				+ a.endpointId, null);
		admin(cases, "POST /admin/v1/webhook-deliveries/{id}/resend", a -> admin + "/webhook-deliveries/"
				+ a.deliveryId + "/resend", null);
	}

	private static void admin(Map<String, Sweep> cases, String key, Function<TenantA, String> path,
			@Nullable Function<TenantA, Object> body) {
		cases.put(key, (a, b) -> List.of(forbidden(path.apply(a), body == null ? null : body.apply(a))));
	}

	private static Map<String, Object> endpoint(TenantA a) {
		return Map.of("tenantId", a.tenantId, "url", "http://127.0.0.1:9/sweep");
	}

	private static Map<String, Object> event(TenantA a) {
		return Map.of("tenantId", a.tenantId, "type", "BankAccountAMLClosure", "parameters",
				Map.of("bankAccountId", a.bankAccountId));
	}

	/** The probe routes the shared web layer's tests add to the application. */
	private static void testOnly(Map<String, Sweep> cases) {
		cases.put("GET /api/test/tenants/{tenantId}/probe", (a, b) -> List.of(forbidden("/api/test/tenants/" + a.tenantId
				+ "/probe")));
		cases.put("POST /api/test/echo", (a, b) -> List.of(own("/api/test/echo", Map.of("sweep", UUID.randomUUID()))));
	}

	private static Map<String, Object> client(Map<String, Object> extra) {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", Platform.unique(NEW_KEY), "clientType", "Retail",
				"name", "Other", "surname", "Tenant"));
		body.putAll(extra);
		return body;
	}

	static Call forbidden(String path) {
		return new Call(Expect.FORBIDDEN, path, null);
	}

	static Call forbidden(String path, @Nullable Object body) {
		return new Call(Expect.FORBIDDEN, path, body);
	}

	static Call hidden(String path) {
		return new Call(Expect.HIDDEN, path, null);
	}

	static Call hidden(String path, Object body) {
		return new Call(Expect.HIDDEN, path, body);
	}

	static Call refused(String path, Object body) {
		return new Call(Expect.REFUSED, path, body);
	}

	static Call own(String path) {
		return new Call(Expect.OWN_SCOPE, path, null);
	}

	static Call own(String path, Object body) {
		return new Call(Expect.OWN_SCOPE, path, body);
	}
}
