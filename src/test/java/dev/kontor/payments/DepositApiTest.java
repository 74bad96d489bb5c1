package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/** Deposits by SEPA direct debit, over HTTP with real tokens: mandates, AML, the bank's answers and the ledger. */
class DepositApiTest extends HttpTest {

	private PaymentParties parties;

	@BeforeEach
	void tenant() {
		parties = new PaymentParties(http, platform);
	}

	@Test
	void aMandateIsCreatedAndRead() {
		JsonNode mandate = expect(parties.createMandate(parties.clientId, parties.bankAccountId,
				parties.internalAccountId), 200);

		assertThat(mandate.get("status").asString()).isEqualTo("Active");
		assertThat(mandate.get("clientId").asString()).isEqualTo(parties.clientId);
		assertThat(mandate.get("bankAccountId").asString()).isEqualTo(parties.bankAccountId);
		assertThat(mandate.get("internalAccountId").asString()).isEqualTo(parties.internalAccountId);
		assertThat(expect(http.get("/api/v3/sepa-direct-debit-mandates/" + mandate.get("id").asString(),
				parties.token), 200)).isEqualTo(mandate);
	}

	@Test
	void anApprovedDepositIsUploadedAndCreditedWhenReceived() {
		JsonNode uploaded = parties.directDebit("100.00");
		String id = uploaded.get("id").asString();

		assertThat(uploaded.get("status").asString()).isEqualTo("Uploaded");
		assertThat(uploaded.get("evaluationId").isNull()).isFalse();
		assertThat(uploaded.get("amount").decimalValue()).isEqualByComparingTo("100");
		assertThat(parties.account().get("balance").decimalValue()).as("nothing before the bank's answer")
			.isEqualByComparingTo("0");
		JsonNode evaluation = expect(http.get("/api/v3/aml/action-evaluations/" + uploaded.get("evaluationId")
			.asString(), parties.aml.integrator), 200);
		assertThat(evaluation.get("transactionType").asString()).isEqualTo("Deposit");
		assertThat(evaluation.get("sepaDirectDebitExecutionId").asString()).isEqualTo(id);
		assertThat(evaluation.get("bankAccountId").asString()).isEqualTo(parties.bankAccountId);

		JsonNode received = expect(parties.bankAnswer(id, "Received"), 200);

		assertThat(received.get("status").asString()).isEqualTo("Received");
		assertThat(parties.directDebitOf(id)).isEqualTo(received);
		JsonNode account = parties.account();
		assertThat(account.get("balance").decimalValue()).isEqualByComparingTo("100");
		assertThat(account.get("availableAmount").decimalValue()).isEqualByComparingTo("100");
		JsonNode transaction = parties.transactions().get("data").get(0);
		assertThat(transaction.get("type").asString()).isEqualTo("Deposit");
		assertThat(transaction.get("amount").decimalValue()).isEqualByComparingTo("100");
	}

	@Test
	void aFailedDepositMovesNoMoneyAndStaysFailed() {
		String id = parties.directDebit("50").get("id").asString();

		assertThat(expect(parties.bankAnswer(id, "Failed"), 200).get("status").asString()).isEqualTo("Failed");

		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("0");
		assertThat(parties.bankAnswer(id, "Received").status()).isEqualTo(409);
		assertThat(parties.bankAnswer(id, "Reverted").status()).isEqualTo(409);
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Failed");
	}

	@Test
	void theSameAnswerAgainChangesNothing() {
		String id = parties.fund("80");

		assertThat(expect(parties.bankAnswer(id, "Received"), 200).get("status").asString()).isEqualTo("Received");

		assertThat(parties.account().get("balance").decimalValue()).as("credited once").isEqualByComparingTo("80");
		assertThat(parties.transactions().get("data").size()).isEqualTo(1);
	}

	@Test
	void anUploadedDepositCannotBeReverted() {
		String id = parties.directDebit("50").get("id").asString();

		assertThat(parties.bankAnswer(id, "Reverted").status()).isEqualTo(409);
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Uploaded");
	}

	@Test
	void aRevertedDepositIsDebitedBackEvenBelowZero() {
		String deposit = parties.fund("100");
		JsonNode withdrawal = parties.withdrawal(UUID.randomUUID(), "60");
		expect(parties.paymentAnswer(withdrawal.get("initiatorPaymentId").asString(), "Executed"), 200);
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("40");

		assertThat(expect(parties.bankAnswer(deposit, "Reverted"), 200).get("status").asString())
			.isEqualTo("Reverted");

		JsonNode account = parties.account();
		assertThat(account.get("balance").decimalValue()).isEqualByComparingTo("-60");
		assertThat(parties.transactions().get("data").valueStream().map(t -> t.get("type").asString()))
			.containsExactlyInAnyOrder("Deposit", "Withdrawal", "Reversal");
		assertThat(parties.bankAnswer(deposit, "Received").status()).as("a reverted deposit is final").isEqualTo(409);
	}

	@Test
	void aDeniedDepositIsRejected() {
		parties.evaluationsDenied();

		JsonNode rejected = parties.directDebit("100");

		assertThat(rejected.get("status").asString()).isEqualTo("Rejected");
		assertThat(parties.bankAnswer(rejected.get("id").asString(), "Received").status()).isEqualTo(409);
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("0");
	}

	@Test
	void aWaitingDepositIsUploadedWhenTheOfficerApproves() {
		parties.evaluationsWait();
		JsonNode waiting = parties.directDebit("100");
		String id = waiting.get("id").asString();
		assertThat(waiting.get("status").asString()).isEqualTo("Evaluating");
		assertThat(parties.bankAnswer(id, "Received").status()).as("not uploaded yet").isEqualTo(409);

		parties.decide(waiting.get("evaluationId").asString(), "Approved");

		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Uploaded");
		expect(parties.bankAnswer(id, "Received"), 200);
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("100");
	}

	@Test
	void aWaitingDepositIsRejectedWhenTheOfficerDenies() {
		parties.evaluationsWait();
		JsonNode waiting = parties.directDebit("100");

		parties.decide(waiting.get("evaluationId").asString(), "Denied");

		assertThat(parties.directDebitOf(waiting.get("id").asString()).get("status").asString())
			.isEqualTo("Rejected");
	}

	@Test
	void aRevokedMandateCollectsNoMore() {
		String mandate = parties.mandate();
		String path = "/api/v3/sepa-direct-debit-mandates/" + mandate + "/status";

		assertThat(expect(http.putJson(path, parties.token, Map.of("status", "Revoked")), 200).get("status")
			.asString()).isEqualTo("Revoked");

		Http.Response refused = parties.collect(mandate, 10, "EUR");
		assertThat(refused.status()).isEqualTo(422);
		assertThat(refused.json().get("errors").has("mandateId")).isTrue();
		assertThat(http.putJson(path, parties.token, Map.of("status", "Revoked")).status()).isEqualTo(200);
		assertThat(http.putJson(path, parties.token, Map.of("status", "Active")).status()).isEqualTo(409);
	}

	@Test
	void aMandateNeedsTheClientsActiveBankAccount() {
		String initial = parties.aml.referenceAccount(parties.clientId);
		String other = parties.aml.client("other", Map.of("accountUsageType", "Brokerage"));
		String othersAccount = parties.activeBankAccount(other);

		assertRefused(parties.createMandate(parties.clientId, initial, parties.internalAccountId), "bankAccountId",
				"not active");
		assertRefused(parties.createMandate(parties.clientId, othersAccount, parties.internalAccountId),
				"bankAccountId", "not a bank account of the client");
		assertRefused(parties.createMandate(parties.clientId, UUID.randomUUID().toString(),
				parties.internalAccountId), "bankAccountId", "not a bank account of the tenant");
	}

	@Test
	void aMandateNeedsTheClientsActiveEuroAccount() {
		String other = parties.aml.client("other", Map.of("accountUsageType", "Brokerage"));

		assertRefused(parties.createMandate(parties.clientId, parties.bankAccountId,
				parties.activeInternalAccount(other, "EUR")), "internalAccountId", "not an internal account of the client");
		assertRefused(parties.createMandate(parties.clientId, parties.bankAccountId,
				parties.internalAccount(parties.clientId, "EUR")), "internalAccountId", "not active");
		assertRefused(parties.createMandate(parties.clientId, parties.bankAccountId,
				parties.activeInternalAccount(parties.clientId, "USD")), "internalAccountId", "euro");
		assertRefused(parties.createMandate(parties.clientId, parties.bankAccountId, UUID.randomUUID().toString()),
				"internalAccountId", "not an internal account of the tenant");
	}

	@Test
	void aDepositIsInEuro() {
		String mandate = parties.mandate();

		assertRefused(parties.collect(mandate, 10, "USD"), "currencyCode", "EUR");
	}

	static Stream<Arguments> malformedInstructions() {
		return Stream.of(Arguments.of(Map.of("amount", 0, "currencyCode", "EUR"), "amount"),
				Arguments.of(Map.of("amount", -1, "currencyCode", "EUR"), "amount"),
				Arguments.of(Map.of("amount", new BigDecimal("0.001"), "currencyCode", "EUR"), "amount"),
				Arguments.of(Map.of("amount", new BigDecimal("1000000000.00"), "currencyCode", "EUR"), "amount"),
				Arguments.of(Map.of("currencyCode", "EUR"), "amount"),
				Arguments.of(Map.of("amount", 10, "currencyCode", "euro"), "currencyCode"),
				Arguments.of(Map.of("amount", 10), "currencyCode"));
	}

	@ParameterizedTest
	@MethodSource("malformedInstructions")
	void refusesAMalformedInstructionNamingTheField(Map<String, Object> body, String field) {
		String mandate = parties.mandate();

		Http.Response refused = http.postJson("/api/v3/sepa-direct-debit-mandates/" + mandate + "/instructions",
				parties.token, body);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(refused.json().get("errors").has(field)).as(refused.toString()).isTrue();
	}

	@Test
	void theLargestSepaAmountAndTheSmallestAreTaken() {
		String mandate = parties.mandate();

		assertThat(expect(parties.collect(mandate, new BigDecimal("999999999.99"), "EUR"), 200).get("amount")
			.decimalValue()).isEqualByComparingTo("999999999.99");
		assertThat(expect(parties.collect(mandate, new BigDecimal("0.01"), "EUR"), 200).get("amount")
			.decimalValue()).isEqualByComparingTo("0.01");
	}

	@Test
	void unknownRecordsAnswer404() {
		assertThat(http.get("/api/v3/sepa-direct-debit-mandates/" + UUID.randomUUID(), parties.token).status())
			.isEqualTo(404);
		assertThat(parties.collect(UUID.randomUUID().toString(), 10, "EUR").status()).isEqualTo(404);
		assertThat(http.get("/api/v3/sepa-direct-debit-instructions/" + UUID.randomUUID(), parties.token).status())
			.isEqualTo(404);
		assertThat(parties.bankAnswer(UUID.randomUUID().toString(), "Received").status()).isEqualTo(404);
	}

	@Test
	void readingWritingAndTheBanksAnswerNeedTheirScopes() {
		String mandate = parties.mandate();
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(parties.aml.tenantId,
				"payments.read"), "payments.read");
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(parties.aml.tenantId,
				"payments.write"), "payments.write");
		String id = parties.directDebit("10").get("id").asString();

		assertThat(http.postJson("/api/v3/sepa-direct-debit-mandates/" + mandate + "/instructions", readOnly,
				Map.of("amount", 10, "currencyCode", "EUR")).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/sepa-direct-debit-mandates/" + mandate, writeOnly).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/sepa-direct-debit-instructions/" + id, readOnly).status()).isEqualTo(200);
		assertThat(http.postJson("/admin/v1/sepa-direct-debit-instructions/" + id + "/outcome", parties.token,
				Map.of("outcome", "Received")).status()).as("the bank's side is the operator's").isEqualTo(403);
	}

	@Test
	void anUnknownOutcomeIsRefused() {
		String id = parties.directDebit("10").get("id").asString();

		assertThat(parties.bankAnswer(id, "Paid").status()).isEqualTo(400);
		assertThat(http.postJson("/admin/v1/sepa-direct-debit-instructions/" + id + "/outcome", platform.adminToken(),
				Map.of()).status()).isEqualTo(400);
	}

	@Test
	void anIdempotencyKeyCollectsOnce() {
		String mandate = parties.mandate();
		String key = UUID.randomUUID().toString();
		List<Http.Response> answers = Stream.of(1, 2)
			.map(attempt -> http.send(http.request("/api/v3/sepa-direct-debit-mandates/" + mandate + "/instructions")
				.header("Authorization", "Bearer " + parties.token)
				.header("Content-Type", "application/json")
				.header("Idempotency-Key", key)
				.POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"amount\":25,\"currencyCode\":\"EUR\"}"))))
			.toList();

		assertThat(answers).allSatisfy(answer -> assertThat(answer.status()).isEqualTo(200));
		assertThat(answers.get(1).json().get("id")).isEqualTo(answers.get(0).json().get("id"));
		assertThat(answers.get(1).header("Idempotent-Replayed")).isEqualTo("true");
	}

	private static void assertRefused(Http.Response response, String field, String message) {
		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("errors").get(field).get(0).asString()).as(response.toString())
			.contains(message);
	}
}
