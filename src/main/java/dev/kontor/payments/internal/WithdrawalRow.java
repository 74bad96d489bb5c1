package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.ReservationId;
import dev.kontor.payments.Dates;
import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.WithdrawalRequest;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.payments.WithdrawalStatusChanged;

/** A withdrawal request as stored, with the reservation that holds its amount. */
record WithdrawalRow(UUID id, UUID initiatorWithdrawalRequestId, MoneyRoute route, Money money,
		ReservationId reservationId, WithdrawalProgress progress, UUID createdUserId, Instant createdDate) {

	WithdrawalStatus status() {
		return progress.status();
	}

	WithdrawalRow moved(WithdrawalStatus to, Instant at) {
		return with(new WithdrawalProgress(to, progress.evaluationId(), progress.paymentId(), at));
	}

	WithdrawalRow evaluatedAs(UUID evaluation) {
		return with(new WithdrawalProgress(status(), evaluation, progress.paymentId(), progress.updatedDate()));
	}

	WithdrawalRow paidBy(PaymentId payment) {
		return with(new WithdrawalProgress(status(), progress.evaluationId(), payment, progress.updatedDate()));
	}

	private WithdrawalRow with(WithdrawalProgress to) {
		return new WithdrawalRow(id, initiatorWithdrawalRequestId, route, money, reservationId, to, createdUserId,
				createdDate);
	}

	WithdrawalStatusChanged changed() {
		return new WithdrawalStatusChanged(route.tenantId(), route.clientId(), route.internalAccountId(),
				initiatorWithdrawalRequestId, status());
	}

	WithdrawalRequest view() {
		PaymentId payment = progress.paymentId();
		return new WithdrawalRequest(initiatorWithdrawalRequestId, route.internalAccountId().value(),
				route.bankAccountId().value(), money, status(), progress.evaluationId(),
				payment == null ? null : payment.value(), new Dates(createdDate, progress.updatedDate()));
	}
}
