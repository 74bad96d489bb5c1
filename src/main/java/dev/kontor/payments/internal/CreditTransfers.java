package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentInstruction;
import dev.kontor.payments.PaymentOutcome;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/**
 * Payment instructions and the bank's answers to them: Executed books the withdrawal, consuming its reservation,
 * and the withdrawal is Paid; Rejected releases the reservation and the withdrawal Failed. All in one transaction.
 */
@Service
public class CreditTransfers {

	private final PaymentRows payments;

	private final PaymentTransitions transitions;

	private final Withdrawals withdrawals;

	private final WithdrawalTransitions withdrawalTransitions;

	private final Accounts ledger;

	private final Clock clock;

	private final BankAnswers<PaymentId, PaymentRow, PaymentStatus> answers;

	CreditTransfers(PaymentRows payments, BankQueue queue, PaymentTransitions transitions, Withdrawals withdrawals,
			WithdrawalTransitions withdrawalTransitions, Accounts ledger, Clock clock) {
		this.payments = payments;
		this.transitions = transitions;
		this.withdrawals = withdrawals;
		this.withdrawalTransitions = withdrawalTransitions;
		this.ledger = ledger;
		this.clock = clock;
		this.answers = new BankAnswers<>(payments::lock, PaymentRow::status,
				id -> queue.tenantOf(BankInstruction.CreditTransfer, id.value()), CreditTransfers::notFound);
	}

	/** A payment of the caller's tenant; of another client record than a bound caller's, 403. */
	@Transactional(readOnly = true)
	public PaymentInstruction get(Caller caller, PaymentId id) {
		PaymentRow payment = payments.find(new TenantId(caller.tenantId()), id).orElseThrow(CreditTransfers::notFound);
		caller.requireActsFor(payment.clientId().value());
		return payment.view();
	}

	/**
	 * The bank's answer. The same answer again changes nothing (a connector may repeat itself); any other move that
	 * the life cycle does not allow answers 409.
	 */
	@Transactional
	public PaymentInstruction answer(TenantId tenantId, PaymentId id, PaymentOutcome outcome) {
		return answers.answer(tenantId, id, outcome.status(), current -> apply(current, outcome)).view();
	}

	/** The bank's answer through the operator API, which names the payment without its tenant. */
	@Transactional
	public PaymentInstruction answer(PaymentId id, PaymentOutcome outcome) {
		return answers.answer(id, outcome.status(), current -> apply(current, outcome)).view();
	}

	/** The simulated bank's answer: given only while the payment is still {@code expected}. */
	@Transactional
	boolean answerIfStill(TenantId tenantId, PaymentId id, PaymentStatus expected, PaymentOutcome outcome) {
		return answers.answerIfStill(tenantId, id, expected, current -> apply(current, outcome));
	}

	private PaymentRow apply(PaymentRow current, PaymentOutcome outcome) {
		PaymentId id = current.id();
		TenantId tenantId = current.tenantId();
		PaymentRow answered = transitions.move(current, outcome.status());
		WithdrawalRow withdrawal = withdrawals.lock(current.withdrawalId())
			.orElseThrow(() -> new IllegalStateException("A payment without its withdrawal request"));
		if (outcome == PaymentOutcome.Executed) {
			ledger.bookCash(tenantId, new CashBooking(withdrawal.route().internalAccountId(),
					withdrawal.money().amount().negate(), withdrawal.money().currencyCode(),
					CashTransactionType.Withdrawal, "SEPA credit transfer " + id,
					LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC), withdrawal.reservationId(), false));
			withdrawalTransitions.move(withdrawal, withdrawal.status(), WithdrawalStatus.Paid);
		}
		else {
			ledger.releaseCash(tenantId, withdrawal.reservationId());
			withdrawalTransitions.move(withdrawal, withdrawal.status(), WithdrawalStatus.Failed);
		}
		return answered;
	}

	private static NotFound notFound() {
		return new NotFound("No payment instruction with this initiatorPaymentId");
	}
}
