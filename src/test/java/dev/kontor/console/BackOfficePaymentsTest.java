package dev.kontor.console;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The back office's deposits and withdrawals with their AML evaluations, and its corporate actions, over plain HTTP:
 * a deposit opens with the evaluation's decision and factors; another tenant's deposit is the 404 page.
 */
class BackOfficePaymentsTest extends HttpTest {

	@Autowired
	private JdbcClient jdbc;

	@Test
	void aDepositAndAWithdrawalOpenWithTheirEvaluationsInTheirOwnTenantOnly() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		String client = aml.client("k-pay", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		Http.Response evaluated = aml.evaluate(aml.deposit(client, "2500"));
		assertThat(evaluated.status()).as(evaluated.toString()).isEqualTo(200);
		UUID evaluation = UUID.fromString(evaluated.json().get("id").asString());
		UUID deposit = directDebit(aml.tenantId, UUID.fromString(client), evaluation);
		UUID withdrawal = withdrawal(aml.tenantId, UUID.fromString(client));
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(aml.tenantId, "back-office"));

		Http.Response deposits = session.get("/console/payments");
		assertThat(deposits.status()).isEqualTo(200);
		assertThat(deposits.body()).contains("2,500.00 EUR", "Evaluating", "/console/payments/Deposit/" + deposit);
		Http.Response one = session.get("/console/payments/Deposit/" + deposit);
		assertThat(one.status()).isEqualTo(200);
		assertThat(one.body()).contains("Deposit of 2,500.00 EUR", "<dd id=\"evaluation-status\">Waiting</dd>",
				"Customer origin country", "countryCode DEU");
		Http.Response withdrawals = session.get("/console/payments?kind=Withdrawal&clientId=" + client);
		assertThat(withdrawals.body()).contains("40.00 EUR", "Approved", "Not asked");
		assertThat(session.get("/console/payments/Withdrawal/" + withdrawal).body())
			.contains("No evaluation has been asked yet.");

		ConsoleSession stranger = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.newTenant(), "back-office"));
		assertThat(stranger.get("/console/payments/Deposit/" + deposit).status()).isEqualTo(404);
		assertThat(stranger.get("/console/payments").body()).doesNotContain(deposit.toString()).contains("No deposit.");
	}

	@Test
	void corporateActionsListAndAnUnknownOneIsTheNotFoundPage() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL,
				platform.newUser(platform.newTenant(), "back-office"));

		assertThat(session.get("/console/corporate-actions").status()).isEqualTo(200);
		Http.Response unknown = session.get("/console/corporate-actions/" + Platform.unique("ca"));
		assertThat(unknown.status()).isEqualTo(404);
		assertThat(unknown.body()).contains("No corporate action with this id exists");
	}

	private UUID directDebit(UUID tenantId, UUID clientId, UUID evaluationId) {
		UUID mandate = UUID.randomUUID();
		UUID account = UUID.randomUUID();
		UUID bankAccount = UUID.randomUUID();
		OffsetDateTime now = OffsetDateTime.now();
		jdbc.sql("INSERT INTO payment_mandates (id, tenant_id, client_id, bank_account_id, internal_account_id, "
				+ "status, created_user_id, created_date, updated_date) VALUES (:id, :tenantId, :clientId, :bank, :account, "
				+ "'Active', :tenantId, :now, :now)")
			.param("id", mandate)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("bank", bankAccount)
			.param("account", account)
			.param("now", now)
			.update();
		UUID id = UUID.randomUUID();
		jdbc.sql("INSERT INTO payment_direct_debits (id, tenant_id, mandate_id, client_id, bank_account_id, "
				+ "internal_account_id, amount, currency_code, status, evaluation_id, created_user_id, created_date, "
				+ "updated_date) VALUES (:id, :tenantId, :mandate, :clientId, :bank, :account, :amount, 'EUR', "
				+ "'Evaluating', :evaluation, :tenantId, :now, :now)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("mandate", mandate)
			.param("clientId", clientId)
			.param("bank", bankAccount)
			.param("account", account)
			.param("amount", new BigDecimal("2500"))
			.param("evaluation", evaluationId)
			.param("now", now)
			.update();
		return id;
	}

	private UUID withdrawal(UUID tenantId, UUID clientId) {
		UUID id = UUID.randomUUID();
		OffsetDateTime now = OffsetDateTime.now();
		jdbc.sql("INSERT INTO payment_withdrawals (id, tenant_id, internal_account_id, "
				+ "initiator_withdrawal_request_id, client_id, bank_account_id, amount, currency_code, status, reservation_id, created_user_id, "
				+ "created_date, updated_date) VALUES (:id, :tenantId, :account, :request, :clientId, :bank, 40, "
				+ "'EUR', 'Approved', :reservation, :tenantId, :now, :now)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("account", UUID.randomUUID())
			.param("request", UUID.randomUUID())
			.param("clientId", clientId)
			.param("bank", UUID.randomUUID())
			.param("reservation", UUID.randomUUID())
			.param("now", now)
			.update();
		return id;
	}
}
