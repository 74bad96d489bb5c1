package dev.kontor.accounts;

import java.math.BigDecimal;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.aml.AmlTenant;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AML cash balance of a client with internal accounts is the ledger's; a client without one keeps the balance the
 * back office reported (contract, section 8).
 */
class AmlCashBalanceTest extends HttpTest {

	@Autowired
	Accounts ledger;

	@Test
	void theDailyRiskRecordTakesTheLedgersBalanceWhereTheClientHasInternalAccounts() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		String accountsToken = platform.clientCredentialsToken(platform.newServerClient(aml.tenantId, "accounts.read",
				"accounts.write"), "accounts.read accounts.write");
		String holder = aml.client("holder", Map.of());
		String reporter = aml.client("reporter", Map.of());
		aml.parameter("customer-cash-balance", 7, Map.of("minAmount", 0, "maxAmount", 10000, "currencyCode", "EUR"));
		aml.parameter("customer-cash-balance", 2, Map.of("minAmount", 10000.01, "maxAmount", 100000,
				"currencyCode", "EUR"));
		report(aml, holder, "500");
		report(aml, reporter, "500");
		Http.Response opened = http.postJson("/api/v3/internal-accounts", accountsToken, Map.of("clientId", holder,
				"currencyCode", "EUR"));
		String account = opened.json().get("id").asString();
		assertThat(http.putJson("/api/v3/internal-accounts/" + account + "/status", accountsToken,
				Map.of("status", "Active")).status()).isEqualTo(200);
		ledger.bookCash(new TenantId(aml.tenantId), AccountsTenant.deposit(account, "25000.75"));

		Http.Response run = http.post("/api/v3/aml/daily-risk-records/calculation", aml.integrator);
		assertThat(run.status()).as(run.toString()).isEqualTo(200);

		JsonNode holderRecord = record(aml, holder);
		assertThat(holderRecord.get("cashBalance").decimalValue()).isEqualByComparingTo("25000.75");
		assertThat(holderRecord.get("averageRisk").decimalValue()).isEqualByComparingTo("2");
		JsonNode reporterRecord = record(aml, reporter);
		assertThat(reporterRecord.get("cashBalance").decimalValue()).isEqualByComparingTo("500");
		assertThat(reporterRecord.get("averageRisk").decimalValue()).isEqualByComparingTo("7");
		Http.Response indicator = http.get("/api/v3/aml/customers/" + holder + "/indicator", aml.integrator);
		assertThat(indicator.status()).as(indicator.toString()).isEqualTo(200);
		assertThat(indicator.json().get("averageRisk").decimalValue()).as("the single customer's profile")
			.isEqualByComparingTo("2");
	}

	private void report(AmlTenant aml, String client, String amount) {
		Http.Response reported = http.putJson("/api/v3/aml/customers/" + client + "/cash-balance", aml.integrator,
				Map.of("cashBalance", new BigDecimal(amount), "currencyCode", "EUR"));
		assertThat(reported.status()).as(reported.toString()).isEqualTo(200);
	}

	private JsonNode record(AmlTenant aml, String client) {
		Http.Response response = http.get("/api/v3/aml/daily-risk-records?customerId=" + client, aml.integrator);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().size()).isEqualTo(1);
		return response.json().get(0);
	}
}
