package dev.kontor.console;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant with records for the back-office pages: client records through the API, a cash account with bookings
 * through the ledger, and orders with executions written as the order module stores them.
 */
final class BackOfficeRecords {

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	final UUID tenantId;

	private final String token;

	private final Http http;

	BackOfficeRecords(Http http, Platform platform) {
		this.http = http;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
	}

	String client(String clientKey, String name, String surname, String email) {
		Http.Response response = http.postJson("/api/v3/clients", token, Map.of("clientKey", clientKey, "clientType",
				"Retail", "name", name, "surname", surname, "email", email));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	List<String> clients(int count, String surname) {
		List<String> ids = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			ids.add(client(Platform.unique("k"), "Holder" + i, surname, Platform.unique("holder") + "@example.com"));
		}
		return ids;
	}

	/** An active cash account in EUR of the client with a deposit of each amount, in their order. */
	String cashAccount(String clientId, Accounts ledger, String... deposits) {
		Http.Response created = http.postJson("/api/v3/internal-accounts", token,
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		String id = created.json().get("id").asString();
		Http.Response active = http.putJson("/api/v3/internal-accounts/" + id + "/status", token,
				Map.of("status", "Active"));
		assertThat(active.status()).as(active.toString()).isEqualTo(200);
		for (String amount : deposits) {
			ledger.bookCash(new TenantId(tenantId), new CashBooking(new InternalAccountId(UUID.fromString(id)),
					new BigDecimal(amount), "EUR", amount.startsWith("-") ? CashTransactionType.Withdrawal
							: CashTransactionType.Deposit, "ref-" + amount, LocalDate.of(2026, 11, 25), null, false));
		}
		return id;
	}

	/** An order as the orders module stores it, placed {@code minutesAgo}; a Filled one has an execution. */
	String order(JdbcClient jdbc, String clientId, String account, String isin, String status, int minutesAgo) {
		UUID id = UUID.randomUUID();
		Instant placed = Instant.now().minus(minutesAgo, ChronoUnit.MINUTES);
		boolean filled = status.equals("Filled");
		jdbc.sql("INSERT INTO orders (id, tenant_id, client_id, client_order_id, request_hash, isin_code, provider, "
				+ "side, order_type, quantity, time_in_force, internal_account_id, deposit_account_id, currency_code, "
				+ "status, filled_quantity, filled_amount, average_price, reserved_amount, reserved_quantity, version, "
				+ "created_user_id, created_date, updated_date) VALUES (:id, :tenantId, :clientId, :clientOrderId, "
				+ ":hash, :isin, 'ProviderA', 'Buy', 'Market', 10, 'GoodTillCancelled', :account, :account, 'EUR', "
				+ ":status, :filledQuantity, :filledAmount, :averagePrice, 0, 0, 1, :tenantId, :placed, :placed)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("clientId", UUID.fromString(clientId))
			.param("clientOrderId", Platform.unique("o"))
			.param("hash", "0".repeat(64))
			.param("isin", isin)
			.param("account", UUID.fromString(account))
			.param("status", status)
			.param("filledQuantity", filled ? BigDecimal.TEN : BigDecimal.ZERO)
			.param("filledAmount", filled ? new BigDecimal("1234.5") : BigDecimal.ZERO)
			.param("averagePrice", filled ? new BigDecimal("123.45") : null)
			.param("placed", placed.atOffset(ZoneOffset.UTC))
			.update();
		if (filled) {
			jdbc.sql("INSERT INTO order_executions (execution_id, tenant_id, order_id, quantity, price, fee, amount, "
					+ "date_time, venue, value_date) VALUES (:id, :tenantId, :orderId, 10, 123.45, 4.95, 1234.5, "
					+ ":at, 'Simulated venue', :valueDate)")
				.param("id", UUID.randomUUID())
				.param("tenantId", tenantId)
				.param("orderId", id)
				.param("at", placed.atOffset(ZoneOffset.UTC))
				.param("valueDate", LocalDate.of(2026, 11, 27))
				.update();
		}
		return id.toString();
	}
}
