package dev.kontor.payments;

import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The bank's answers to a tenant's direct debits given together: one naming an instruction the tenant does not have
 * answers 404 before any answer is checked against the life cycle, and none of the others is written or booked.
 */
class DirectDebitAnswersTest extends HttpTest {

	@Autowired
	BankHandover handover;

	private PaymentParties parties;

	private String uploaded;

	@BeforeEach
	void uploadOne() {
		parties = new PaymentParties(http, platform);
		uploaded = parties.directDebit("10").get("id").asString();
		assertThat(parties.directDebitOf(uploaded).get("status").asString()).isEqualTo("Uploaded");
	}

	@Test
	void anAnswerToAnInstructionTheTenantDoesNotHaveWritesNoneOfTheOthers() {
		assertThatThrownBy(() -> answer(DirectDebitOutcome.Received)).isInstanceOf(NotFound.class)
			.hasMessage("No SEPA direct debit instruction with this id");

		assertThat(parties.directDebitOf(uploaded).get("status").asString()).isEqualTo("Uploaded");
		assertThat(parties.account().get("balance").decimalValue()).as("nothing booked").isEqualByComparingTo("0");
	}

	@Test
	void anUnknownInstructionIsReportedBeforeAnAnswerTheLifeCycleDoesNotAllow() {
		assertThatThrownBy(() -> answer(DirectDebitOutcome.Reverted)).isInstanceOf(NotFound.class);

		assertThat(parties.directDebitOf(uploaded).get("status").asString()).isEqualTo("Uploaded");
	}

	/** Answers the uploaded instruction with {@code outcome}, then one the tenant does not have. */
	private void answer(DirectDebitOutcome outcome) {
		handover.answerDirectDebits(new TenantId(parties.tenantId()),
				List.of(new DirectDebitAnswer(new DirectDebitId(UUID.fromString(uploaded)), outcome, null),
						new DirectDebitAnswer(new DirectDebitId(UUID.randomUUID()), DirectDebitOutcome.Received, null)));
	}
}
