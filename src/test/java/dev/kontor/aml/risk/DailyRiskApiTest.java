package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The daily risk calculation, its records, the most risky clients and the indicator, over HTTP with real tokens. */
class DailyRiskApiTest extends HttpTest {

	@Autowired
	DailyRiskJob job;

	@Autowired
	JdbcClient jdbc;

	private AmlTenant aml;

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
		aml.settings();
	}

	@Test
	void recordsKeepTheFactorsTheirAverageWasTakenOf() {
		String client = aml.client("k-1", Map.of("countryOfOrigin", "DEU", "occupationGroup", "Pensioner",
				"sectorCode", "K64", "residencyCountry", "AUT", "accountUsageType", "Brokerage"));
		aml.referenceAccount(client);
		String origin = aml.parameter("customer-origin-country", 4,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		aml.parameter("customer-occupation-group", 2, Map.of("occupationGroupCode", "Pensioner"));
		aml.parameter("customer-residency-country", 3,
				Map.of("countryCode", "AUT", "countryName", "Austria", "countryGroup", "EU countries"));
		aml.parameter("customer-reference-account-country", 6,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		aml.parameter("customer-sector", 5, Map.of("sectorCode", "K64"));
		aml.parameter("customer-account-usage-type", 1, Map.of("accountUsageType", "Brokerage"));
		aml.parameter("customer-cash-balance", 7, Map.of("minAmount", 0, "maxAmount", 10000, "currencyCode", "EUR"));
		cashBalance(client, "2500.50");
		aml.parameter("customer-origin-country", 9,
				Map.of("countryCode", "FRA", "countryName", "France", "countryGroup", "EU countries"));

		JsonNode run = calculate();
		assertThat(run.get("clientCount").asInt()).isEqualTo(1);

		JsonNode record = single(http.get("/api/v3/aml/daily-risk-records?customerId=" + client, aml.integrator));
		assertThat(record.get("averageRisk").decimalValue()).isEqualByComparingTo("4");
		assertThat(record.get("factors").valueStream().map(f -> f.get("source").asString()))
			.containsExactlyInAnyOrder("CustomerCashBalance", "CustomerOccupationGroup", "CustomerOriginCountry",
					"CustomerResidencyCountry", "CustomerReferenceAccountCountry", "CustomerSector",
					"CustomerAccountUsageType");
		assertThat(record.get("factors").valueStream()
			.filter(f -> f.get("source").asString().equals("CustomerOriginCountry"))
			.map(f -> f.get("recordId").asString())).containsExactly(origin);
		assertThat(record.get("clientKey").asString()).isEqualTo("k-1");
		assertThat(record.get("bankAccountCountry").asString()).isEqualTo("DEU");
		assertThat(record.get("bankAccountIban").asString()).isEqualTo(AmlTenant.GERMAN_IBAN);
		assertThat(record.get("cashBalance").decimalValue()).isEqualByComparingTo("2500.50");
		assertThat(record.get("hasActiveAMLMonitoringHit").asBoolean()).isFalse();
		assertThat(record.get("tenantId").asString()).isEqualTo(aml.tenantId.toString());
	}

	@Test
	void activeMonitoringRecordsAddTheTenantDefaultsAndMarkAHit() {
		String client = aml.client("k-1", Map.of("countryOfOrigin", "DEU"));
		aml.parameter("customer-origin-country", 2,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		aml.monitoringRecord("pep-records", client, false);

		calculate();

		JsonNode record = single(http.get("/api/v3/aml/daily-risk-records?customerId=" + client, aml.integrator));
		assertThat(record.get("averageRisk").decimalValue()).as("(2 + PEP default 8) / 2").isEqualByComparingTo("5");
		assertThat(record.get("hasActiveAMLMonitoringHit").asBoolean()).isTrue();
	}

	@Test
	void withNeitherDateOnlyTheLastRecordAnswers() {
		String client = aml.client("k-1", Map.of());
		calculate();
		calculate();

		assertThat(http.get("/api/v3/aml/daily-risk-records?customerId=" + client, aml.integrator).json().size())
			.isEqualTo(1);
		Instant now = Instant.now();
		String frame = "&startDate=" + now.minus(1, ChronoUnit.DAYS) + "&endDate=" + now.plus(1, ChronoUnit.DAYS);
		assertThat(http.get("/api/v3/aml/daily-risk-records?customerId=" + client + frame, aml.integrator).json()
			.size()).isEqualTo(2);
	}

	@Test
	void theTimeFrameIsAtMostFourteenDays() {
		String client = aml.client("k-1", Map.of());
		Instant start = Instant.parse("2026-11-01T00:00:00Z");
		String base = "/api/v3/aml/daily-risk-records?customerId=" + client;

		assertThat(http.get(base + "&startDate=" + start + "&endDate=" + start.plus(14, ChronoUnit.DAYS),
				aml.integrator).status()).isEqualTo(200);
		Http.Response tooLong = http.get(base + "&startDate=" + start + "&endDate="
				+ start.plus(14, ChronoUnit.DAYS).plusSeconds(1), aml.integrator);
		assertThat(tooLong.status()).isEqualTo(400);
		assertThat(tooLong.json().get("errors").has("endDate")).isTrue();
		assertThat(http.get(base + "&startDate=" + start + "&endDate=" + start, aml.integrator).status())
			.isEqualTo(400);
		assertThat(http.get(base + "&startDate=" + start, aml.integrator).status()).isEqualTo(200);
		assertThat(http.get(base + "&endDate=" + start, aml.integrator).status()).isEqualTo(200);
		assertThat(http.get(base + "&startDate=yesterday", aml.integrator).status()).isEqualTo(400);
		Http.Response noCustomer = http.get("/api/v3/aml/daily-risk-records", aml.integrator);
		assertThat(noCustomer.status()).isEqualTo(400);
		assertThat(noCustomer.json().get("errors").has("customerId")).isTrue();
	}

	@Test
	void mostRiskyClientsComeFirstAndFilter() {
		String low = aml.client("low", Map.of("countryOfOrigin", "DEU"));
		String high = aml.client("high", Map.of("countryOfOrigin", "PAN"));
		String hit = aml.client("hit", Map.of("countryOfOrigin", "DEU"));
		aml.parameter("customer-origin-country", 2,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		aml.parameter("customer-origin-country", 9,
				Map.of("countryCode", "PAN", "countryName", "Panama", "countryGroup", "Third countries"));
		aml.monitoringRecord("sanction-records", hit, false);
		calculate();

		assertThat(keys("")).containsExactly("high", "hit", "low");
		assertThat(keys("&minAverageRisk=5")).containsExactly("high", "hit");
		assertThat(keys("&maxAverageRisk=2")).containsExactly("low");
		assertThat(keys("&hasActiveAMLMonitoringHit=true")).containsExactly("hit");
		assertThat(keys("&countryOfOrigin=PAN")).containsExactly("high");
		assertThat(keys("&clientId=" + low)).containsExactly("low");
		assertThat(keys("&recordsPerPage=2&pageNumber=2")).containsExactly("low");
		assertThat(keys("&date=2020-01-01T00:00:00Z")).as("no run before then").isEmpty();
		assertThat(http.get("/api/v3/aml/most-risky-clients?minAverageRisk=5&maxAverageRisk=4", aml.integrator)
			.status()).isEqualTo(400);
		assertThat(http.get("/api/v3/aml/most-risky-clients?recordsPerPage=0", aml.integrator).status())
			.isEqualTo(400);
		assertThat(high).isNotEqualTo(low);
	}

	@Test
	void deletedClientsAreLeftOut() {
		String kept = aml.client("kept", Map.of());
		String deleted = aml.client("deleted", Map.of());
		assertThat(http.putJson("/api/v3/clients/" + deleted + "/status", aml.integrator, Map.of("status", "Deleted"))
			.status()).isEqualTo(200);

		assertThat(calculate().get("clientCount").asInt()).isEqualTo(1);
		assertThat(http.get("/api/v3/aml/daily-risk-records?customerId=" + kept, aml.integrator).json().size())
			.isEqualTo(1);
	}

	@Test
	void theScheduleRunsEachTenantOncePerScheduledTime() {
		aml.client("k-1", Map.of());

		job.runDue();
		job.runDue();

		assertThat(jdbc.sql("SELECT COUNT(*) FROM aml_risk_runs WHERE tenant_id = :tenantId AND scheduled_for IS NOT NULL")
			.param("tenantId", aml.tenantId)
			.query(Long.class)
			.single()).isEqualTo(1);
	}

	@Test
	void theIndicatorRatesTheCustomerNow() {
		String client = aml.client("k-1", Map.of("countryOfOrigin", "PAN"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "PAN", "countryName", "Panama", "countryGroup", "Third countries"));

		JsonNode indicator = http.get("/api/v3/aml/customers/" + client + "/indicator", aml.integrator).json();

		assertThat(indicator.get("averageRisk").decimalValue()).isEqualByComparingTo("5");
		assertThat(indicator.get("moneyLaunderingIndicator").asString()).isEqualTo("Medium");
		assertThat(indicator.get("riskThresholdAcceptAutoBelow").decimalValue()).isEqualByComparingTo("3");
		aml.monitoringRecord("sanction-records", client, true);
		assertThat(http.get("/api/v3/aml/customers/" + client + "/indicator", aml.integrator).json()
			.get("moneyLaunderingIndicator").asString()).isEqualTo("Banned");
		AmlTenant other = new AmlTenant(http, platform);
		assertThat(http.get("/api/v3/aml/customers/" + client + "/indicator", other.integrator).status())
			.isEqualTo(404);
	}

	@Test
	void otherTenantsSeeNoRecordsAndScopesAreNeeded() {
		String client = aml.client("k-1", Map.of());
		calculate();
		AmlTenant other = new AmlTenant(http, platform);

		assertThat(http.get("/api/v3/aml/daily-risk-records?customerId=" + client, other.integrator).json().size())
			.isZero();
		assertThat(http.get("/api/v3/aml/most-risky-clients", other.integrator).json().size()).isZero();
		assertThat(http.post("/api/v3/aml/daily-risk-records/calculation", aml.officer()).status()).isEqualTo(403);
	}

	@Test
	void cashBalanceReportsAreChecked() {
		String client = aml.client("k-1", Map.of());
		String path = "/api/v3/aml/customers/" + client + "/cash-balance";

		assertThat(http.putJson(path, aml.integrator, balance("-10.5", "EUR")).status()).as("an overdraft")
			.isEqualTo(200);
		assertThat(errorsOf(http.putJson(path, aml.integrator, balance("1.00001", "EUR")))).containsKey("cashBalance");
		assertThat(errorsOf(http.putJson(path, aml.integrator, balance("1000000000000000", "EUR"))))
			.containsKey("cashBalance");
		assertThat(errorsOf(http.putJson(path, aml.integrator, balance("1", "XXY")))).containsKey("currencyCode");
		assertThat(errorsOf(http.putJson(path, aml.integrator, Map.of("currencyCode", "EUR"))))
			.containsKey("cashBalance");
		AmlTenant other = new AmlTenant(http, platform);
		assertThat(http.putJson(path, other.integrator, balance("1", "EUR")).status()).isEqualTo(404);
		assertThat(http.putJson(path, aml.officer(), balance("1", "EUR")).status())
			.isEqualTo(403);
	}

	private static Map<String, JsonNode> errorsOf(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		Map<String, JsonNode> errors = new HashMap<>();
		response.json().get("errors").properties().forEach(e -> errors.put(e.getKey(), e.getValue()));
		return errors;
	}

	private JsonNode calculate() {
		Http.Response run = http.post("/api/v3/aml/daily-risk-records/calculation", aml.integrator);
		assertThat(run.status()).as(run.toString()).isEqualTo(200);
		return run.json();
	}

	private void cashBalance(String client, String amount) {
		Http.Response reported = http.putJson("/api/v3/aml/customers/" + client + "/cash-balance", aml.integrator,
				balance(amount, "EUR"));
		assertThat(reported.status()).as(reported.toString()).isEqualTo(200);
	}

	private List<String> keys(String query) {
		Http.Response response = http.get("/api/v3/aml/most-risky-clients" + query.replaceFirst("^&", "?"),
				aml.integrator);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().valueStream().map(r -> r.get("clientKey").asString()).toList();
	}

	private static JsonNode single(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().size()).isEqualTo(1);
		return response.json().get(0);
	}

	private static Map<String, Object> balance(String cashBalance, String currencyCode) {
		return Map.of("cashBalance", new BigDecimal(cashBalance), "currencyCode", currencyCode);
	}
}
