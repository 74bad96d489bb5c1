package dev.kontor.console;

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
		UUID deposit = PaymentRecords.directDebit(jdbc, aml.tenantId, UUID.fromString(client), evaluation);
		UUID withdrawal = PaymentRecords.withdrawal(jdbc, aml.tenantId, UUID.fromString(client));
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
}
