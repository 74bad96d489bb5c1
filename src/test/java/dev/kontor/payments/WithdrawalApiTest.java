package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/** Withdrawals over HTTP with real tokens: reservation, AML, the credit transfer and the bank's answers. */
class WithdrawalApiTest extends HttpTest {

	private PaymentParties parties;

	@BeforeEach
	void tenant() {
		parties = new PaymentParties(http, platform);
		parties.fund("100");
	}

	@Test
	void anApprovedWithdrawalIsSentReservedAndPaidWhenExecuted() {
		UUID requestId = UUID.randomUUID();

		JsonNode approved = parties.withdrawal(requestId, "40.00");

		assertThat(approved.get("status").asString()).isEqualTo("Approved");
		assertThat(approved.get("initiatorWithdrawalRequestId").asString()).isEqualTo(requestId.toString());
		assertThat(approved.get("internalAccountId").asString()).isEqualTo(parties.internalAccountId);
		assertThat(approved.get("bankAccountId").asString()).isEqualTo(parties.bankAccountId);
		assertThat(approved.get("evaluationId").isNull()).isFalse();
		String paymentId = approved.get("initiatorPaymentId").asString();
		JsonNode sent = parties.payment(paymentId);
		assertThat(sent.get("status").asString()).isEqualTo("Sent");
		assertThat(sent.get("creditorIban").asString()).isEqualTo(dev.kontor.aml.AmlTenant.GERMAN_IBAN);
		assertThat(sent.get("amount").decimalValue()).isEqualByComparingTo("40");
		assertAccount("100", "40", "60");
		JsonNode evaluation = expect(http.get("/api/v3/aml/action-evaluations/" + approved.get("evaluationId")
			.asString(), parties.aml.integrator), 200);
		assertThat(evaluation.get("transactionType").asString()).isEqualTo("Withdrawal");
		assertThat(evaluation.get("internalAccountWithdrawalRequestId").asString()).isEqualTo(requestId.toString());
		assertThat(evaluation.get("internalAccountId").asString()).isEqualTo(parties.internalAccountId);

		assertThat(expect(parties.paymentAnswer(paymentId, "Executed"), 200).get("status").asString())
			.isEqualTo("Executed");

		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Paid");
		assertAccount("60", "0", "60");
		JsonNode booked = parties.transactions().get("data").valueStream()
			.filter(t -> t.get("type").asString().equals("Withdrawal"))
			.findFirst()
			.orElseThrow();
		assertThat(booked.get("amount").decimalValue()).isEqualByComparingTo("-40");
		assertThat(expect(parties.paymentAnswer(paymentId, "Executed"), 200).get("status").asString())
			.as("the same answer again").isEqualTo("Executed");
		assertThat(parties.paymentAnswer(paymentId, "Rejected").status()).isEqualTo(409);
		assertAccount("60", "0", "60");
	}

	@Test
	void aRejectedPaymentReleasesTheReservationAndTheWithdrawalFails() {
		UUID requestId = UUID.randomUUID();
		String paymentId = parties.withdrawal(requestId, "40").get("initiatorPaymentId").asString();

		assertThat(expect(parties.paymentAnswer(paymentId, "Rejected"), 200).get("status").asString())
			.isEqualTo("Rejected");

		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Failed");
		assertAccount("100", "0", "100");
		assertThat(parties.paymentAnswer(paymentId, "Executed").status()).isEqualTo(409);
	}

	@Test
	void moreThanIsAvailableIsRefusedNamingTheRule() {
		UUID requestId = UUID.randomUUID();
		parties.withdrawal(UUID.randomUUID(), "70");

		Http.Response refused = parties.withdraw(requestId, new BigDecimal("30.01"), "EUR", parties.bankAccountId);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(422);
		assertThat(refused.json().get("detail").asString()).containsIgnoringCase("available");
		assertThat(http.get("/api/v3/internal-accounts/" + parties.internalAccountId + "/withdrawal-requests/"
				+ requestId, parties.token).status()).isEqualTo(404);
		assertThat(parties.withdrawal(UUID.randomUUID(), "30").get("status").asString()).as("exactly what is left")
			.isEqualTo("Approved");
		assertAccount("100", "100", "0");
	}

	@Test
	void aDeniedWithdrawalIsRejectedAndReleased() {
		parties.evaluationsDenied();

		JsonNode rejected = parties.withdrawal(UUID.randomUUID(), "40");

		assertThat(rejected.get("status").asString()).isEqualTo("Rejected");
		assertThat(rejected.get("initiatorPaymentId").isNull()).isTrue();
		assertAccount("100", "0", "100");
	}

	@Test
	void aWaitingWithdrawalHoldsItsAmountAndIsSentWhenTheOfficerApproves() {
		parties.evaluationsWait();
		UUID requestId = UUID.randomUUID();
		JsonNode waiting = parties.withdrawal(requestId, "40");
		assertThat(waiting.get("status").asString()).isEqualTo("Evaluating");
		assertThat(waiting.get("initiatorPaymentId").isNull()).isTrue();
		assertAccount("100", "40", "60");

		parties.decide(waiting.get("evaluationId").asString(), "Approved");

		JsonNode approved = parties.withdrawalOf(requestId);
		assertThat(approved.get("status").asString()).isEqualTo("Approved");
		assertThat(parties.payment(approved.get("initiatorPaymentId").asString()).get("status").asString())
			.isEqualTo("Sent");
		expect(parties.paymentAnswer(approved.get("initiatorPaymentId").asString(), "Executed"), 200);
		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Paid");
		assertAccount("60", "0", "60");
	}

	@Test
	void aWaitingWithdrawalIsReleasedWhenTheOfficerDenies() {
		parties.evaluationsWait();
		UUID requestId = UUID.randomUUID();
		JsonNode waiting = parties.withdrawal(requestId, "40");

		parties.decide(waiting.get("evaluationId").asString(), "Denied");

		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Rejected");
		assertAccount("100", "0", "100");
	}

	@Test
	void theSameRequestAgainAnswersTheSameRequestAndMovesMoneyOnce() {
		UUID requestId = UUID.randomUUID();
		JsonNode first = parties.withdrawal(requestId, "40");

		JsonNode again = parties.withdrawal(requestId, "40.00");

		assertThat(again).isEqualTo(first);
		assertAccount("100", "40", "60");
		assertThat(parties.withdraw(requestId, new BigDecimal("41"), "EUR", parties.bankAccountId).status())
			.isEqualTo(409);
		assertThat(parties.withdraw(requestId, new BigDecimal("40"), "EUR",
				parties.activeBankAccount(parties.clientId)).status()).isEqualTo(409);
		assertAccount("100", "40", "60");
	}

	@Test
	void theSameRequestSentTwiceAtOnceReservesOnce() throws Exception {
		UUID requestId = UUID.randomUUID();
		Callable<Http.Response> request = () -> parties.withdraw(requestId, new BigDecimal("40"), "EUR",
				parties.bankAccountId);

		List<Http.Response> answers = Races.run(List.of(request, request));

		assertThat(answers).allSatisfy(answer -> assertThat(answer.status()).as(answer.toString()).isEqualTo(200));
		assertThat(answers.get(1).json().get("initiatorPaymentId"))
			.isEqualTo(answers.get(0).json().get("initiatorPaymentId"));
		assertAccount("100", "40", "60");
	}

	@Test
	void theBankAccountMustBeTheClientsActiveOne() {
		String other = parties.aml.client("other", java.util.Map.of("accountUsageType", "Brokerage"));

		assertRefused(parties.withdraw(UUID.randomUUID(), 10, "EUR", parties.activeBankAccount(other)),
				"bankAccountId");
		assertRefused(parties.withdraw(UUID.randomUUID(), 10, "EUR", parties.aml.referenceAccount(parties.clientId)),
				"bankAccountId");
		assertRefused(parties.withdraw(UUID.randomUUID(), 10, "USD", parties.bankAccountId), "currencyCode");
		assertAccount("100", "0", "100");
	}

	static Stream<Arguments> malformedRequests() {
		return Stream.of(Arguments.of(new BigDecimal("0"), "amount"), Arguments.of(new BigDecimal("0.001"), "amount"),
				Arguments.of(new BigDecimal("1000000000"), "amount"), Arguments.of(new BigDecimal("-5"), "amount"));
	}

	@ParameterizedTest
	@MethodSource("malformedRequests")
	void refusesAMalformedAmount(BigDecimal amount, String field) {
		Http.Response refused = parties.withdraw(UUID.randomUUID(), amount, "EUR", parties.bankAccountId);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(refused.json().get("errors").has(field)).isTrue();
	}

	@Test
	void refusesARequestIdThatIsNoUuid() {
		Http.Response refused = http.postJson("/api/v3/internal-accounts/" + parties.internalAccountId
				+ "/withdrawal-requests", parties.token, java.util.Map.of("initiatorWithdrawalRequestId", "w-1",
						"amount", 10, "currencyCode", "EUR", "bankAccountId", parties.bankAccountId));

		assertThat(refused.status()).isEqualTo(400);
	}

	@Test
	void unknownRecordsAnswer404() {
		assertThat(http.get("/api/v3/payments/" + UUID.randomUUID(), parties.token).status()).isEqualTo(404);
		assertThat(parties.paymentAnswer(UUID.randomUUID().toString(), "Executed").status()).isEqualTo(404);
		assertThat(http.postJson("/api/v3/internal-accounts/" + UUID.randomUUID() + "/withdrawal-requests",
				parties.token, java.util.Map.of("initiatorWithdrawalRequestId", UUID.randomUUID(), "amount", 10,
						"currencyCode", "EUR", "bankAccountId", parties.bankAccountId))
			.status()).isEqualTo(404);
		assertThat(http.get("/api/v3/internal-accounts/" + parties.internalAccountId + "/withdrawal-requests/"
				+ UUID.randomUUID(), parties.token).status()).isEqualTo(404);
	}

	private void assertAccount(String balance, String reserved, String available) {
		JsonNode account = parties.account();
		assertThat(account.get("balance").decimalValue()).as("balance").isEqualByComparingTo(balance);
		assertThat(account.get("reservedAmount").decimalValue()).as("reserved").isEqualByComparingTo(reserved);
		assertThat(account.get("availableAmount").decimalValue()).as("available").isEqualByComparingTo(available);
	}

	private static void assertRefused(Http.Response response, String field) {
		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}
}
