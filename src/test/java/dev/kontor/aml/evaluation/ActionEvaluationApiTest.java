package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** Evaluation of deposits and withdrawals and the officer's decisions, over HTTP with real tokens. */
class ActionEvaluationApiTest extends HttpTest {

	@Autowired
	JdbcClient jdbc;

	private AmlTenant aml;

	private String client;

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
		aml.settings();
		client = aml.client("k-1", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
	}

	@Test
	void approvesAtOrBelowTheAcceptThreshold() {
		origin(3);

		JsonNode evaluation = evaluate(aml.deposit(client, "100.00"));

		assertThat(evaluation.get("status").asString()).isEqualTo("Approved");
		assertThat(evaluation.get("averageRisk").decimalValue()).isEqualByComparingTo("3");
		assertThat(evaluation.get("isApprovalNeeded").asBoolean()).isFalse();
		assertThat(evaluation.get("dateDecision").isNull()).isFalse();
		assertThat(evaluation.get("processingResult").asString()).isEqualTo("AutoApproved");
		assertThat(evaluation.get("clientKey").asString()).isEqualTo("k-1");
		assertThat(evaluation.get("riskThresholdAcceptAutoBelow").decimalValue()).isEqualByComparingTo("3");
		assertThat(evaluation.get("riskThresholdRejectAutoAbove").decimalValue()).isEqualByComparingTo("7");
		assertThat(evaluation.get("amount").decimalValue()).isEqualByComparingTo("100");
		assertThat(http.get("/api/v3/aml/action-evaluations/" + evaluation.get("id").asString(), aml.integrator)
			.json()).isEqualTo(evaluation);
	}

	@Test
	void parameterChangesApplyToTheNextEvaluation() {
		aml.parameter("customer-origin-country", 3,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		String usage = aml.parameter("customer-account-usage-type", 5, Map.of("accountUsageType", "Brokerage"));
		assertThat(evaluate(aml.deposit(client, "1")).get("averageRisk").decimalValue()).isEqualByComparingTo("4");

		assertThat(http.putJson("/api/v3/aml/parameters/customer-account-usage-type/" + usage + "/inactive",
				aml.integrator, Map.of()).status()).isEqualTo(200);
		assertThat(evaluate(aml.deposit(client, "1")).get("averageRisk").decimalValue()).isEqualByComparingTo("3");

		aml.parameter("customer-account-usage-type", 9, Map.of("accountUsageType", "Brokerage"));
		assertThat(evaluate(aml.deposit(client, "1")).get("averageRisk").decimalValue()).isEqualByComparingTo("6");
	}

	@Test
	void deniesAboveTheRejectThreshold() {
		origin(8);

		JsonNode evaluation = evaluate(aml.deposit(client, "100"));

		assertThat(evaluation.get("status").asString()).isEqualTo("Denied");
		assertThat(evaluation.get("processingResult").asString()).isEqualTo("AutoDenied");
	}

	@Test
	void waitsBetweenTheThresholdsAndNotifiesTheOfficer() {
		origin(5);

		JsonNode evaluation = evaluate(aml.deposit(client, "100"));

		assertThat(evaluation.get("status").asString()).isEqualTo("Waiting");
		assertThat(evaluation.get("isApprovalNeeded").asBoolean()).isTrue();
		assertThat(evaluation.get("dateDecision").isNull()).isTrue();
		assertThat(evaluation.get("riskMessage").asString()).contains("waiting for the AML officer");
		assertThat(jdbc.sql("SELECT recipient FROM aml_officer_notifications WHERE evaluation_id = :id")
			.param("id", UUID.fromString(evaluation.get("id").asString()))
			.query(String.class)
			.list()).containsExactly("officer@example.com");
	}

	@Test
	void aBanDeniesWhateverTheAverage() {
		aml.parameter("customer-origin-country", 1, true,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));

		JsonNode evaluation = evaluate(aml.deposit(client, "100"));

		assertThat(evaluation.get("status").asString()).isEqualTo("Denied");
		assertThat(evaluation.get("isBanned").asBoolean()).isTrue();
		assertThat(evaluation.get("averageRisk").decimalValue()).isEqualByComparingTo("1");
	}

	@Test
	void aBannedMonitoringRecordDeniesAndIsShown() {
		aml.monitoringRecord("other-records", client, true);

		JsonNode evaluation = evaluate(aml.deposit(client, "100"));

		assertThat(evaluation.get("status").asString()).isEqualTo("Denied");
		assertThat(evaluation.get("hasActiveOtherRecord").asBoolean()).isTrue();
		assertThat(evaluation.get("hasActivePEPRecord").asBoolean()).isFalse();
		assertThat(evaluation.get("processingResult").asString()).isEqualTo("Banned");
	}

	@Test
	void transactionFamiliesRateTheAction() {
		aml.parameter("individual-transaction-amount", 2,
				Map.of("accountUsageType", "Brokerage", "minAmount", 0, "maxAmount", 10000, "currencyCode", "EUR"));
		aml.parameter("individual-transaction-other-account-country", 4,
				Map.of("countryCode", "AUT", "countryName", "Austria", "countryGroup", "EU countries"));
		Map<String, Object> action = aml.deposit(client, "500");
		action.put("bankAccountCountry", "AUT");

		JsonNode evaluation = evaluate(action);

		assertThat(evaluation.get("factors").valueStream().map(f -> f.get("source").asString()))
			.containsExactlyInAnyOrder("IndividualTransactionAmount", "IndividualTransactionOtherAccountCountry");
		assertThat(evaluation.get("averageRisk").decimalValue()).isEqualByComparingTo("3");
		assertThat(evaluation.get("bankAccountCountry").asString()).isEqualTo("AUT");
	}

	@Test
	void theCounterpartCountryComesFromTheBankAccountWhenNotSent() {
		String account = aml.referenceAccount(client);
		aml.parameter("individual-transaction-other-account-country", 6,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		Map<String, Object> action = aml.deposit(client, "500");
		action.put("bankAccountId", account);

		JsonNode evaluation = evaluate(action);

		assertThat(evaluation.get("bankAccountCountry").asString()).isEqualTo("DEU");
		assertThat(evaluation.get("bankAccountIban").asString()).isEqualTo(AmlTenant.GERMAN_IBAN);
		assertThat(evaluation.get("averageRisk").decimalValue()).isEqualByComparingTo("6");
	}

	@Test
	void aggregatesCountTheClientsActionsOfTheWindowIncludingThisOne() {
		aml.parameter("aggregate-transaction-count", 9, Map.of("accountUsageType", "Brokerage", "minCount", 3));
		aml.parameter("aggregate-transaction-amount", 1,
				Map.of("accountUsageType", "Brokerage", "minAmount", 250, "currencyCode", "EUR"));
		Map<String, Object> old = aml.deposit(client, "1000");
		old.put("dateAction", Instant.now().minus(31, ChronoUnit.DAYS).toString());
		evaluate(old);

		assertThat(evaluate(aml.deposit(client, "100")).get("averageRisk").decimalValue())
			.as("1 action, 100 EUR: outside the window's old one").isEqualByComparingTo("0");
		assertThat(evaluate(aml.deposit(client, "100")).get("averageRisk").decimalValue())
			.as("2 actions, 200 EUR").isEqualByComparingTo("0");
		JsonNode third = evaluate(aml.deposit(client, "100"));
		assertThat(third.get("factors").valueStream().map(f -> f.get("source").asString()))
			.containsExactlyInAnyOrder("AggregateTransactionCount", "AggregateTransactionAmount");
		assertThat(third.get("averageRisk").decimalValue()).isEqualByComparingTo("5");
	}

	@Test
	void refusesADateActionOutsideTheAllowedRangeNamingIt() {
		Map<String, Object> tooOld = aml.deposit(client, "10");
		tooOld.put("dateAction", Instant.now().minus(3651, ChronoUnit.DAYS).toString());
		Map<String, Object> ahead = aml.deposit(client, "10");
		ahead.put("dateAction", Instant.now().plus(2, ChronoUnit.MINUTES).toString());
		Map<String, Object> slightlyAhead = aml.deposit(client, "10");
		slightlyAhead.put("dateAction", Instant.now().plusSeconds(20).toString());

		for (Map<String, Object> refused : List.of(tooOld, ahead)) {
			Http.Response response = aml.evaluate(refused);
			assertThat(response.status()).as(response.toString()).isEqualTo(400);
			assertThat(response.json().get("errors").has("dateAction")).isTrue();
		}
		assertThat(aml.evaluate(slightlyAhead).status()).as("within the clock skew allowed").isEqualTo(200);
	}

	@Test
	void theWindowEndsThirtyDaysBeforeTheAction() {
		aml.parameter("aggregate-transaction-count", 9, Map.of("accountUsageType", "Brokerage", "minCount", 2));
		Instant action = Instant.parse("2026-10-15T12:00:00Z");
		Map<String, Object> outside = aml.deposit(client, "10");
		outside.put("dateAction", action.minus(30, ChronoUnit.DAYS).toString());
		evaluate(outside);
		Map<String, Object> first = aml.deposit(client, "10");
		first.put("dateAction", action.toString());

		assertThat(evaluate(first).get("averageRisk").decimalValue()).as("exactly 30 days before: outside")
			.isEqualByComparingTo("0");

		Map<String, Object> inside = aml.deposit(client, "10");
		inside.put("dateAction", action.plusSeconds(1).minus(30, ChronoUnit.DAYS).toString());
		evaluate(inside);
		Map<String, Object> later = aml.deposit(client, "10");
		later.put("dateAction", action.plusSeconds(1).toString());
		assertThat(evaluate(later).get("averageRisk").decimalValue()).as("within the window, the count reaches 3")
			.isEqualByComparingTo("9");
	}

	@Test
	void concurrentActionsOfOneClientEachCountTheOnesBefore() throws Exception {
		aml.parameter("aggregate-transaction-count", 9, Map.of("accountUsageType", "Brokerage", "minCount", 5));
		aml.settings("3", "100");
		List<Callable<JsonNode>> actions = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			actions.add(() -> evaluate(aml.deposit(client, "10")));
		}
		List<JsonNode> evaluations = new ArrayList<>();
		try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
			for (Future<JsonNode> result : pool.invokeAll(actions)) {
				evaluations.add(result.get());
			}
		}

		assertThat(evaluations.stream().filter(e -> e.get("status").asString().equals("Waiting")))
			.as("the 5th to 8th action count 5 to 8").hasSize(4);
	}

	@Test
	void theOfficerDecidesAWaitingEvaluationOnce() {
		origin(5);
		String id = evaluate(aml.deposit(client, "100")).get("id").asString();

		Http.Response approved = decide(id, "Approved", aml.officer());
		assertThat(approved.status()).as(approved.toString()).isEqualTo(200);
		assertThat(approved.json().get("status").asString()).isEqualTo("Approved");
		assertThat(approved.json().get("deciderUserId").isNull()).isFalse();
		assertThat(approved.json().get("dateDecision").isNull()).isFalse();
		assertThat(approved.json().get("reason").asString()).isEqualTo("checked");
		assertThat(decide(id, "Approved", aml.officer()).status()).as("the same status again").isEqualTo(200);
		assertThat(decide(id, "Denied", aml.officer()).status()).isEqualTo(409);
		assertThat(decide(id, "Waiting", aml.officer()).status()).isEqualTo(409);
		assertThat(jdbc.sql("SELECT status FROM aml_evaluation_decisions WHERE evaluation_id = :id ORDER BY decided_date")
			.param("id", UUID.fromString(id))
			.query(String.class)
			.list()).containsExactly("Waiting", "Approved");
	}

	@Test
	void onlyTheOfficerDecides() {
		origin(5);
		String id = evaluate(aml.deposit(client, "100")).get("id").asString();

		assertThat(decide(id, "Approved", aml.integrator).status()).isEqualTo(403);
		assertThat(decide(UUID.randomUUID().toString(), "Approved", aml.officer()).status()).isEqualTo(404);
		AmlTenant other = new AmlTenant(http, platform);
		assertThat(decide(id, "Approved", other.officer()).status()).isEqualTo(404);
		Http.Response unknown = decide(id, "Maybe", aml.officer());
		assertThat(unknown.status()).isEqualTo(400);
		assertThat(unknown.json().get("errors").has("newStatus")).isTrue();
	}

	@Test
	void reasonAndNoteChangeWhileWaiting() {
		origin(5);
		String id = evaluate(aml.deposit(client, "100")).get("id").asString();
		String path = "/api/v3/aml/action-evaluations/" + id + "/reason-note";

		Http.Response changed = http.putJson(path, aml.officer(), Map.of("reason", "r".repeat(64), "note", "n".repeat(128)));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		assertThat(changed.json().get("note").asString()).hasSize(128);
		assertThat(http.putJson(path, aml.officer(), Map.of("reason", "r".repeat(65))).json().get("errors").has("reason"))
			.isTrue();
		assertThat(http.putJson(path, aml.officer(), Map.of("note", "n".repeat(129))).status()).isEqualTo(400);
		decide(id, "Denied", aml.officer());
		assertThat(http.putJson(path, aml.officer(), Map.of("reason", "later")).status()).isEqualTo(409);
	}

	@Test
	void listsByEveryFilter() {
		origin(5);
		String other = aml.client("k-2", Map.of("accountUsageType", "Brokerage"));
		String waiting = evaluate(aml.deposit(client, "100")).get("id").asString();
		Map<String, Object> reconciled = aml.deposit(other, "100");
		UUID guid = UUID.randomUUID();
		reconciled.put("reconciliationGuid", guid.toString());
		String approved = evaluate(reconciled).get("id").asString();
		Map<String, Object> withdrawal = aml.withdrawal(client, "100");
		String withdrawn = evaluate(withdrawal).get("id").asString();

		assertThat(ids("statuses=Waiting")).containsExactly(waiting, withdrawn);
		assertThat(ids("statuses=Approved,Denied")).containsExactly(approved);
		assertThat(ids("clientId=" + other)).containsExactly(approved);
		assertThat(ids("clientKey=k-1")).containsExactly(waiting, withdrawn);
		assertThat(ids("reconciliationGuid=" + guid)).containsExactly(approved);
		assertThat(ids("internalAccountId=" + withdrawal.get("internalAccountId"))).containsExactly(withdrawn);
		assertThat(ids("internalAccountWithdrawalRequestId=" + withdrawal.get("internalAccountWithdrawalRequestId")))
			.containsExactly(withdrawn);
		assertThat(ids("dateBegin=" + Instant.now().plusSeconds(60))).isEmpty();
		assertThat(ids("dateEnd=" + Instant.now().plusSeconds(60))).hasSize(3);
		assertThat(ids("recordsPerPage=1&pageNumber=3")).containsExactly(withdrawn);
		assertThat(http.get("/api/v3/aml/action-evaluations?statuses=Open", aml.integrator).status()).isEqualTo(400);
		assertThat(http.get("/api/v3/aml/action-evaluations?pageNumber=0", aml.integrator).status()).isEqualTo(400);
		assertThat(http.get("/api/v3/aml/action-evaluations", new AmlTenant(http, platform).integrator).json().size())
			.as("another tenant's").isZero();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("badActions")
	void badActionsAnswer400NamingTheField(String field, Object value) {
		Map<String, Object> action = aml.deposit(client, "100");
		if (value == null) {
			action.remove(field);
		}
		else {
			action.put(field, value);
		}

		Http.Response response = aml.evaluate(action);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	static Stream<Arguments> badActions() {
		return Stream.of(Arguments.of("clientId", null), Arguments.of("clientId", "not-a-uuid"),
				Arguments.of("transactionType", null), Arguments.of("transactionType", "Transfer"),
				Arguments.of("amount", null), Arguments.of("amount", BigDecimal.ZERO),
				Arguments.of("amount", new BigDecimal("-1")), Arguments.of("amount", new BigDecimal("1.00001")),
				Arguments.of("amount", new BigDecimal("1000000000000000")), Arguments.of("amount", "100"),
				Arguments.of("currencyCode", null), Arguments.of("currencyCode", "EURO"),
				Arguments.of("accountUsageType", "Savings"), Arguments.of("bankAccountCountry", "DE"),
				Arguments.of("bankAccountCountry", "XYZ"), Arguments.of("dateAction", "yesterday"),
				Arguments.of("bankAccountId", "123"), Arguments.of("reconciliationGuid", "abc"));
	}

	@Test
	void aWithdrawalNamesItsInternalAccountAndRequest() {
		Map<String, Object> withdrawal = aml.withdrawal(client, "100");
		withdrawal.remove("internalAccountId");
		withdrawal.remove("internalAccountWithdrawalRequestId");

		Http.Response response = aml.evaluate(withdrawal);

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("internalAccountId")).isTrue();
		assertThat(response.json().get("errors").has("internalAccountWithdrawalRequestId")).isTrue();
	}

	@Test
	void unknownRecordsAnswer422() {
		AmlTenant other = new AmlTenant(http, platform);
		other.settings();
		String foreignClient = other.client("f-1", Map.of());
		String foreignAccount = other.referenceAccount(foreignClient);

		Http.Response unknownClient = aml.evaluate(aml.deposit(foreignClient, "100"));
		assertThat(unknownClient.status()).isEqualTo(422);
		assertThat(unknownClient.json().get("errors").has("clientId")).isTrue();
		Map<String, Object> action = aml.deposit(client, "100");
		action.put("bankAccountId", foreignAccount);
		Http.Response unknownAccount = aml.evaluate(action);
		assertThat(unknownAccount.status()).isEqualTo(422);
		assertThat(unknownAccount.json().get("errors").has("bankAccountId")).isTrue();
	}

	@Test
	void aTenantWithoutSettingsCannotEvaluate() {
		AmlTenant unset = new AmlTenant(http, platform);
		String someone = unset.client("k-1", Map.of("accountUsageType", "Brokerage"));

		Http.Response response = unset.evaluate(unset.deposit(someone, "100"));

		assertThat(response.status()).isEqualTo(422);
		assertThat(response.json().get("detail").asString()).contains("/api/v3/aml/settings");
	}

	@Test
	void theUsageTypeDefaultsToTheClientsAndIsNeededFromOneOfThem() {
		Map<String, Object> action = aml.deposit(client, "100");
		action.remove("accountUsageType");
		assertThat(evaluate(action).get("accountUsageType").asString()).isEqualTo("Brokerage");

		String without = aml.client("k-2", Map.of());
		Map<String, Object> unknownUsage = aml.deposit(without, "100");
		unknownUsage.remove("accountUsageType");
		Http.Response response = aml.evaluate(unknownUsage);
		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("accountUsageType")).isTrue();
	}

	@Test
	void scopesAreNeeded() {
		assertThat(http.postJson("/api/v3/aml/action-evaluations", aml.officer(), aml.deposit(client, "1")).status())
			.isEqualTo(403);
		assertThat(http.get("/api/v3/aml/action-evaluations", aml.officer()).status()).isEqualTo(200);
	}

	private void origin(int riskFactor) {
		aml.parameter("customer-origin-country", riskFactor,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
	}

	private JsonNode evaluate(Map<String, Object> action) {
		Http.Response response = aml.evaluate(action);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private Http.Response decide(String id, String status, String token) {
		Map<String, Object> body = new HashMap<>(Map.of("newStatus", status, "reason", "checked"));
		return http.putJson("/api/v3/aml/action-evaluations/" + id + "/status", token, body);
	}

	private List<String> ids(String query) {
		Http.Response response = http.get("/api/v3/aml/action-evaluations?" + query, aml.integrator);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().valueStream().map(e -> e.get("id").asString()).toList();
	}
}
