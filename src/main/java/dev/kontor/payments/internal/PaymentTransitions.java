package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentSettings;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Creates and moves payment instructions (SEPA credit transfers), in the caller's transaction, publishing
 * {@link dev.kontor.payments.PaymentStatusChanged} for each status. Without a batch window a transfer is handed to
 * the bank in the transaction that creates it, so Created is followed by Sent at once; with
 * {@code kontor.payments.bank=files} it stays Created until the next cut-off's file sends it.
 */
@Component
@RequiredArgsConstructor
class PaymentTransitions {

	private static final String NOUN = BankInstruction.CreditTransfer.noun;

	private final PaymentRows payments;

	private final Parties parties;

	private final ApplicationEventPublisher events;

	private final PaymentSettings settings;

	private final Ids ids;

	private final Clock clock;

	/** The credit transfer paying an approved withdrawal, created and sent to its bank account's IBAN. */
	PaymentId send(WithdrawalRow withdrawal) {
		MoneyRoute route = withdrawal.route();
		String iban = parties.bankAccount(route.tenantId(), route.bankAccountId())
			.map(account -> account.details().iban())
			.orElseThrow(() -> new IllegalStateException("The withdrawal's bank account is gone"));
		if (iban == null) {
			throw new IllegalStateException("The withdrawal's bank account has no IBAN");
		}
		Instant now = Timestamps.now(clock);
		PaymentRow created = new PaymentRow(new PaymentId(ids.next()), route.tenantId(), withdrawal.id(),
				route.clientId(), withdrawal.money(), iban, new Progress<>(PaymentStatus.Created, null, now), now);
		payments.insert(created);
		events.publishEvent(created.changed());
		if (settings.handsOverInFiles()) {
			payments.awaitFile(created.id());
		}
		else {
			move(created, PaymentStatus.Sent);
		}
		return created.id();
	}

	/** @throws Conflict when the payment's status does not move to {@code to} */
	PaymentRow move(PaymentRow current, PaymentStatus to) {
		StatusMoves.requireAllowed(NOUN, current.status(), to, current.status().canMoveTo(to));
		Instant now = Timestamps.now(clock);
		PaymentRow moved = current
			.moved(new Progress<>(to, to == PaymentStatus.Sent ? settings.simulatedBankAnswerAt(now) : null, now));
		StatusMoves.requireWritten(NOUN, payments.update(moved, current.status()));
		events.publishEvent(moved.changed());
		return moved;
	}
}
