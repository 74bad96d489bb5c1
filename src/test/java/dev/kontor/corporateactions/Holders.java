package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fresh tenant for the corporate actions tests: an integrator's token that reads corporate actions and opens
 * client records and accounts over HTTP, and deposits of securities booked through the accounts module.
 */
final class Holders {

	static final String SCOPES = "clients.read clients.write accounts.read accounts.write corporateactions.read "
			+ "corporateactions.write";

	final UUID tenantId;

	final String token;

	private final Http http;

	private final Accounts accounts;

	Holders(Http http, Platform platform, Accounts accounts) {
		this.http = http;
		this.accounts = accounts;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
	}

	String newClient() {
		Http.Response response = http.postJson("/api/v3/clients", token, Map.of("clientKey",
				Platform.unique("holder"), "clientType", "Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	String activeAccount(String clientId, String kind, Map<String, String> body) {
		Http.Response opened = http.postJson("/api/v3/" + kind, token, body);
		assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
		String id = opened.json().get("id").asString();
		Http.Response activated = http.putJson("/api/v3/" + kind + "/" + id + "/status", token,
				Map.of("status", "Active"));
		assertThat(activated.status()).as(activated.toString()).isEqualTo(200);
		return id;
	}

	/** A new client record with an active deposit account holding {@code quantity} of the instrument. */
	DepositAccountId holder(String isinCode, String quantity, LocalDate valueDate) {
		String clientId = newClient();
		DepositAccountId account = new DepositAccountId(
				UUID.fromString(activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		deliver(account, isinCode, quantity, valueDate);
		return account;
	}

	/** A new client record with an active deposit account holding {@code quantity} of the instrument; its id. */
	String clientHolding(String isinCode, String quantity, LocalDate valueDate) {
		String clientId = newClient();
		deliver(new DepositAccountId(UUID.fromString(activeAccount(clientId, "deposit-accounts",
				Map.of("clientId", clientId)))), isinCode, quantity, valueDate);
		return clientId;
	}

	void deliver(DepositAccountId account, String isinCode, String quantity, LocalDate valueDate) {
		accounts.bookSecurities(new TenantId(tenantId), new SecurityBooking(account, isinCode, TradeProvider.ProviderA,
				new BigDecimal(quantity), new BigDecimal("10"), "EUR", SecurityMovementType.Deposit,
				"delivery " + quantity, valueDate, null));
	}
}
