package dev.kontor.shared.idempotency;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.LongSupplier;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

/** The creating operations that take an {@code Idempotency-Key}, each set up in a fresh tenant. */
final class CreatingOperations {

	static final List<String> ALL = List.of("clients", "bank-accounts", "documents", "action-evaluations", "events",
			"event-batches", "internal-accounts", "deposit-accounts");

	private final Http http;

	private final Platform platform;

	private final JdbcClient jdbc;

	CreatingOperations(Http http, Platform platform, JdbcClient jdbc) {
		this.http = http;
		this.platform = platform;
		this.jdbc = jdbc;
	}

	/**
	 * One operation: where to send it with which token, a body and another body, the status it answers, and how many
	 * records it has created so far.
	 */
	record Case(UUID tenantId, String path, String token, Object body, Object otherBody, int status,
			LongSupplier records) {
	}

	static long recordsPerRequest(String operation) {
		return operation.equals("event-batches") ? 2 : 1;
	}

	Case newCase(String operation) {
		return switch (operation) {
			case "clients" -> clients();
			case "bank-accounts" -> bankAccounts();
			case "documents" -> documents();
			case "action-evaluations" -> evaluations();
			case "events" -> events();
			case "event-batches" -> eventBatches();
			case "internal-accounts" -> internalAccounts();
			case "deposit-accounts" -> depositAccounts();
			default -> throw new IllegalArgumentException(operation);
		};
	}

	private Case clients() {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");
		return new Case(tenantId, "/api/v3/clients", token, client("k-1"), client("k-2"), 201,
				() -> count("SELECT count(*) FROM clients WHERE tenant_id = :id", tenantId));
	}

	private static Map<String, Object> client(String clientKey) {
		return Map.of("clientKey", clientKey, "clientType", "Retail", "name", "Erika", "surname", "Mustermann");
	}

	private Case bankAccounts() {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, "clients.write", "bankaccounts.write"),
				"clients.write bankaccounts.write");
		String owner = http.postJson("/api/v3/clients", token, client("owner")).json().get("id").asString();
		return new Case(tenantId, "/api/v3/bank-accounts", token, account(owner, "Commerzbank"),
				account(owner, "Deutsche Bank"),
				200, () -> count("SELECT count(*) FROM bank_accounts WHERE tenant_id = :id", tenantId));
	}

	private static Map<String, Object> account(String owner, String bankName) {
		return Map.of("clientIds", List.of(owner), "accountHolderName", "Erika Mustermann", "bankName", bankName,
				"bic", "COBADEFFXXX", "alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban", AmlTenant.GERMAN_IBAN);
	}

	private Case internalAccounts() {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, "clients.write", "accounts.write"), "clients.write accounts.write");
		String holder = http.postJson("/api/v3/clients", token, client("holder")).json().get("id").asString();
		return new Case(tenantId, "/api/v3/internal-accounts", token, Map.of("clientId", holder, "currencyCode", "EUR"),
				Map.of("clientId", holder, "currencyCode", "USD"), 200,
				() -> count("SELECT count(*) FROM internal_accounts WHERE tenant_id = :id", tenantId));
	}

	private Case depositAccounts() {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, "clients.write", "accounts.write"), "clients.write accounts.write");
		String holder = http.postJson("/api/v3/clients", token, client("holder")).json().get("id").asString();
		String second = http.postJson("/api/v3/clients", token, client("second")).json().get("id").asString();
		return new Case(tenantId, "/api/v3/deposit-accounts", token, Map.of("clientId", holder),
				Map.of("clientId", second), 200,
				() -> count("SELECT count(*) FROM deposit_accounts WHERE tenant_id = :id", tenantId));
	}

	private Case documents() {
		Case accounts = bankAccounts();
		String accountId = http.postJson(accounts.path(), accounts.token(), accounts.body()).json().get("id").asString();
		return new Case(accounts.tenantId(), "/api/v3/bank-accounts/" + accountId + "/documents", accounts.token(),
				document("passport.pdf"), document("id-card.pdf"), 201,
				() -> count("SELECT count(*) FROM bank_account_documents WHERE bank_account_id = :id",
						UUID.fromString(accountId)));
	}

	private static Map<String, Object> document(String fileName) {
		return Map.of("contentType", "Application_Pdf", "documentType", "Passport", "fileName", fileName, "fileData",
				"0x255044462d312e34");
	}

	private Case evaluations() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		String client = aml.client("k-1", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		return new Case(aml.tenantId, "/api/v3/aml/action-evaluations", aml.integrator, aml.deposit(client, "100.00"),
				aml.deposit(client, "100.01"), 200,
				() -> count("SELECT count(*) FROM aml_action_evaluations WHERE tenant_id = :id", aml.tenantId));
	}

	private Case events() {
		UUID tenantId = platform.newTenant();
		return new Case(tenantId, "/admin/v1/events", platform.adminToken(), event(tenantId, "ca-1"), event(tenantId, "ca-2"),
				202, () -> count("SELECT count(*) FROM webhook_events WHERE tenant_id = :id", tenantId));
	}

	private Case eventBatches() {
		UUID tenantId = platform.newTenant();
		return new Case(tenantId, "/admin/v1/event-batches", platform.adminToken(),
				Map.of("events", List.of(event(tenantId, "ca-1"), event(tenantId, "ca-2"))),
				Map.of("events", List.of(event(tenantId, "ca-1"), event(tenantId, "ca-3"))), 202,
				() -> count("SELECT count(*) FROM webhook_events WHERE tenant_id = :id", tenantId));
	}

	private static Map<String, Object> event(UUID tenantId, String corporateActionId) {
		return Map.of("tenantId", tenantId, "type", "CorporateActionMetadata", "parameters",
				Map.of("corporateActionId", corporateActionId));
	}

	private long count(String sql, UUID id) {
		return jdbc.sql(sql).param("id", id).query(Long.class).single();
	}
}
