package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import tools.jackson.databind.JsonNode;

import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fresh tenant for the accounts tests: an integrator's token with the client and account scopes, and helpers that
 * open accounts and move them through their life cycle over HTTP.
 */
final class AccountsTenant {

	static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	final UUID tenantId;

	final String token;

	private final Http http;

	AccountsTenant(Http http, Platform platform) {
		this.http = http;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
	}

	/** The tenant as the module's API takes it. */
	TenantId id() {
		return new TenantId(tenantId);
	}

	String newClient() {
		Http.Response response = http.postJson("/api/v3/clients", token, Map.of("clientKey",
				Platform.unique("holder"), "clientType", "Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	JsonNode internalAccount(String clientId, String currencyCode) {
		Http.Response response = http.postJson("/api/v3/internal-accounts", token, Map.of("clientId", clientId,
				"currencyCode", currencyCode));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	String activeInternalAccount(String clientId, String currencyCode) {
		String id = internalAccount(clientId, currencyCode).get("id").asString();
		assertThat(status("internal-accounts", id, "Active").status()).isEqualTo(200);
		return id;
	}

	JsonNode depositAccount(String clientId) {
		Http.Response response = http.postJson("/api/v3/deposit-accounts", token, Map.of("clientId", clientId));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	String activeDepositAccount(String clientId) {
		String id = depositAccount(clientId).get("id").asString();
		assertThat(status("deposit-accounts", id, "Active").status()).isEqualTo(200);
		return id;
	}

	Http.Response status(String kind, String id, String status) {
		return http.putJson("/api/v3/" + kind + "/" + id + "/status", token, Map.of("status", status));
	}

	JsonNode get(String path) {
		Http.Response response = http.get(path, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	/** The ids of the {@code data} of a page. */
	List<String> ids(String path) {
		return get(path).get("data").valueStream().map(node -> node.get("id").asString()).toList();
	}

	/** The {@code key}/{@code value} pairs of a webhook envelope's {@code additionalData}. */
	static Map<String, String> parameters(JsonNode envelope) {
		Map<String, String> parameters = new HashMap<>();
		envelope.get("additionalData")
			.forEach(pair -> parameters.put(pair.get("key").asString(), pair.get("value").asString()));
		return parameters;
	}

	static CashBooking deposit(String accountId, String amount) {
		return cash(accountId, amount, CashTransactionType.Deposit);
	}

	static CashBooking cash(String accountId, String amount, CashTransactionType type) {
		return new CashBooking(new InternalAccountId(UUID.fromString(accountId)), new BigDecimal(amount), "EUR", type,
				"ref-" + type, LocalDate.of(2026, 11, 25), null, false);
	}
}
