package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.payments.DirectDebitAnswer;
import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.DirectDebitStatusChanged;
import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentSettings;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.TenantId;
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
		Instant now = Timestamps.now(clock);
		DirectDebitRow moved = next(current, to, now);
		StatusMoves.requireWritten(NOUN, directDebits.update(moved, current.status()));
		booking(moved, now).ifPresent(booking -> ledger.bookCash(moved.route().tenantId(), booking));
		events.publishEvent(moved.changed());
		return moved;
	}

	/**
	 * Moves the tenant's instructions, locked in {@code locked}, as the answers say, in their order: the same as
	 * {@link #move} for each answer that changes a status, the rows written in one batch and the money booked in one
	 * ledger call, then the events published in the answers' order.
	 *
	 * @throws Conflict when an instruction's status does not move as its answer says
	 */
	void answerAll(TenantId tenantId, Map<DirectDebitId, DirectDebitRow> locked, List<DirectDebitAnswer> answers) {
		Instant now = Timestamps.now(clock);
		Map<DirectDebitId, AnsweredDirectDebit> answered = new LinkedHashMap<>();
		List<CashBooking> bookings = new ArrayList<>();
		List<DirectDebitStatusChanged> changes = new ArrayList<>();
		for (DirectDebitAnswer answer : answers) {
			DirectDebitRow first = Objects.requireNonNull(locked.get(answer.id()));
			AnsweredDirectDebit before = answered.getOrDefault(answer.id(),
					new AnsweredDirectDebit(first, first.status(), null));
			DirectDebitRow row = before.row();
			DirectDebitStatus to = answer.outcome().status();
			if (row.status() != to) {
				row = next(row, to, now);
				booking(row, now).ifPresent(bookings::add);
				changes.add(row.changed());
			}
			answered.put(answer.id(), new AnsweredDirectDebit(row, before.lockedStatus(),
					answer.reasonCode() != null ? answer.reasonCode() : before.reasonCode()));
		}
		StatusMoves.requireWritten(NOUN, directDebits.updateAnswered(List.copyOf(answered.values())));
		if (!bookings.isEmpty()) {
			ledger.bookCash(tenantId, bookings);
		}
		changes.forEach(events::publishEvent);
	}

	private DirectDebitRow next(DirectDebitRow current, DirectDebitStatus to, Instant now) {
		StatusMoves.requireAllowed(NOUN, current.status(), to, current.status().canMoveTo(to));
		return current.moved(new Progress<>(to,
				to == DirectDebitStatus.Uploaded ? settings.simulatedBankAnswerAt(now) : null, now));
	}

	/** The ledger booking a move to Received (a deposit) or Reverted (its reversal, even below zero) means. */
	private static Optional<CashBooking> booking(DirectDebitRow instruction, Instant now) {
		return switch (instruction.status()) {
			case Received -> Optional.of(booking(instruction, CashTransactionType.Deposit, false, now));
			case Reverted -> Optional.of(booking(instruction, CashTransactionType.Reversal, true, now));
			default -> Optional.empty();
		};
	}

	private static CashBooking booking(DirectDebitRow instruction, CashTransactionType type, boolean reversal,
			Instant now) {
		Money money = instruction.money();
		return new CashBooking(instruction.route().internalAccountId(),
				reversal ? money.amount().negate() : money.amount(), money.currencyCode(), type,
				"SEPA direct debit " + instruction.id(), LocalDate.ofInstant(now, ZoneOffset.UTC), null, reversal);
	}
}
