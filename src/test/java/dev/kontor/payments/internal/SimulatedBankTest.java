package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built-in bank (delay 1 h in the tests): it answers uploaded direct debits Received and sent payments Executed
 * once the delay has passed, each once, and nothing before. The test runs it at a time of its choosing.
 */
class SimulatedBankTest extends HttpTest {

	@Autowired
	SimulatedBank bank;

	@Autowired
	Clock clock;

	private PaymentParties parties;

	@BeforeEach
	void tenant() {
		parties = new PaymentParties(http, platform);
	}

	@Test
	void answersADirectDebitReceivedOnceTheDelayHasPassed() {
		String id = parties.directDebit("100").get("id").asString();

		bank.answerDue(clock.instant().plus(Duration.ofMinutes(59)));
		assertThat(parties.directDebitOf(id).get("status").asString()).as("before the delay").isEqualTo("Uploaded");

		bank.answerDue(later());
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Received");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("100");

		bank.answerDue(later());
		assertThat(parties.account().get("balance").decimalValue()).as("answered once").isEqualByComparingTo("100");
	}

	@Test
	void executesASentPaymentAndTheWithdrawalIsPaid() {
		parties.fund("100");
		UUID requestId = UUID.randomUUID();
		JsonNode approved = parties.withdrawal(requestId, "40");

		bank.answerDue(later());

		assertThat(parties.payment(approved.get("initiatorPaymentId").asString()).get("status").asString())
			.isEqualTo("Executed");
		assertThat(parties.withdrawalOf(requestId).get("status").asString()).isEqualTo("Paid");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("60");
	}

	@Test
	void leavesWhatTheOperatorAnsweredFirst() {
		String id = parties.directDebit("100").get("id").asString();
		PaymentParties.expect(parties.bankAnswer(id, "Failed"), 200);

		bank.answerDue(later());

		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Failed");
		assertThat(parties.account().get("balance").decimalValue()).isEqualByComparingTo("0");
	}

	@Test
	void aDepositWaitingForTheOfficerIsAnsweredOnlyOnceUploaded() {
		parties.evaluationsWait();
		JsonNode waiting = parties.directDebit("100");
		String id = waiting.get("id").asString();

		bank.answerDue(later());
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Evaluating");

		parties.decide(waiting.get("evaluationId").asString(), "Approved");
		bank.answerDue(later());
		assertThat(parties.directDebitOf(id).get("status").asString()).isEqualTo("Received");
	}

	@Test
	void anInstructionTheLedgerRefusesIsTriedAgainLaterWithoutHoldingUpTheOthers() {
		String refused = parties.directDebit("100").get("id").asString();
		PaymentParties.expect(http.putJson("/api/v3/internal-accounts/" + parties.internalAccountId + "/status",
				parties.token, java.util.Map.of("status", "Suspended")), 200);
		PaymentParties other = new PaymentParties(http, platform);
		String answered = other.directDebit("10").get("id").asString();

		bank.answerDue(later());

		assertThat(parties.directDebitOf(refused).get("status").asString()).isEqualTo("Uploaded");
		assertThat(other.directDebitOf(answered).get("status").asString()).isEqualTo("Received");
		PaymentParties.expect(http.putJson("/api/v3/internal-accounts/" + parties.internalAccountId + "/status",
				parties.token, java.util.Map.of("status", "Active")), 200);
		bank.answerDue(later().plus(Duration.ofHours(2)));
		assertThat(parties.directDebitOf(refused).get("status").asString()).isEqualTo("Received");
	}

	private Instant later() {
		return clock.instant().plus(Duration.ofMinutes(61));
	}
}
