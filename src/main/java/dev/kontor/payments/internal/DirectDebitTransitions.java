package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentSettings;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Moves a direct debit instruction to its next status, with the ledger booking the status means, in the caller's
 * transaction: Received credits the amount (type Deposit), Reverted debits it back (type Reversal), even below zero,
 * which the ledger flags. Every move publishes {@link dev.kontor.payments.DirectDebitStatusChanged}.
 */
@Component
@RequiredArgsConstructor
class DirectDebitTransitions {

	private static final String NOUN = BankInstruction.DirectDebit.noun;

	private final DirectDebits directDebits;

	private final Accounts ledger;

	private final ApplicationEventPublisher events;

	private final PaymentSettings settings;

	private final Clock clock;

	/**
	 * Approved by the AML evaluation: uploaded at once, or, when instructions reach the bank in files, kept
	 * Evaluating (with its evaluation) and marked for the next cut-off's file, which uploads it.
	 */
	DirectDebitRow approve(DirectDebitRow evaluated) {
		if (!settings.handsOverInFiles()) {
			return move(evaluated, DirectDebitStatus.Uploaded);
		}
		StatusMoves.requireWritten(NOUN, directDebits.update(evaluated, evaluated.status()));
		directDebits.awaitFile(evaluated.id());
		return evaluated;
	}

	/** @throws Conflict when the instruction's status does not move to {@code to} */
	DirectDebitRow move(DirectDebitRow current, DirectDebitStatus to) {
		StatusMoves.requireAllowed(NOUN, current.status(), to, current.status().canMoveTo(to));
		Instant now = Timestamps.now(clock);
		DirectDebitRow moved = current.moved(new Progress<>(to,
				to == DirectDebitStatus.Uploaded ? settings.simulatedBankAnswerAt(now) : null, now));
		StatusMoves.requireWritten(NOUN, directDebits.update(moved, current.status()));
		switch (to) {
			case Received -> book(moved, CashTransactionType.Deposit, false, now);
			case Reverted -> book(moved, CashTransactionType.Reversal, true, now);
			default -> {
			}
		}
		events.publishEvent(moved.changed());
		return moved;
	}

	private void book(DirectDebitRow instruction, CashTransactionType type, boolean reversal, Instant now) {
		Money money = instruction.money();
		ledger.bookCash(instruction.route().tenantId(),
				new CashBooking(instruction.route().internalAccountId(),
						reversal ? money.amount().negate() : money.amount(), money.currencyCode(), type,
						"SEPA direct debit " + instruction.id(), LocalDate.ofInstant(now, ZoneOffset.UTC), null,
						reversal));
	}
}
