package dev.kontor.payments.internal;

import java.time.Clock;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Moves a withdrawal request on, in the caller's transaction, publishing
 * {@link dev.kontor.payments.WithdrawalStatusChanged} for each move: approved with the credit transfer that pays
 * it, or rejected with its reservation released. Paid and Failed follow the credit transfer ({@link CreditTransfers}).
 */
@Component
@RequiredArgsConstructor
class WithdrawalTransitions {

	private final Withdrawals withdrawals;

	private final PaymentTransitions transfers;

	private final Accounts ledger;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	/** Approved: the credit transfer is created and sent to the bank; the reservation stays until it is answered. */
	WithdrawalRow approve(WithdrawalRow current) {
		PaymentId payment = transfers.send(current);
		return move(current.paidBy(payment), current.status(), WithdrawalStatus.Approved);
	}

	/** Denied by the AML evaluation: the reserved amount is available again. */
	WithdrawalRow reject(WithdrawalRow current) {
		ledger.releaseCash(current.route().tenantId(), current.reservationId());
		return move(current, current.status(), WithdrawalStatus.Rejected);
	}

	WithdrawalRow move(WithdrawalRow current, WithdrawalStatus readStatus, WithdrawalStatus to) {
		StatusMoves.requireAllowed("withdrawal request", readStatus, to, readStatus.canMoveTo(to));
		WithdrawalRow moved = current.moved(to, Timestamps.now(clock));
		StatusMoves.requireWritten("withdrawal request", withdrawals.update(moved, readStatus));
		events.publishEvent(moved.changed());
		return moved;
	}
}
