package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.Dates;
import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.DirectDebitStatusChanged;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.Money;

/** A direct debit instruction as stored, collecting under its mandate along the mandate's route. */
record DirectDebitRow(DirectDebitId id, MandateId mandateId, MoneyRoute route, Money money,
		Progress<DirectDebitStatus> progress, @Nullable UUID evaluationId, UUID createdUserId, Instant createdDate) {

	DirectDebitStatus status() {
		return progress.status();
	}

	DirectDebitRow moved(Progress<DirectDebitStatus> to) {
		return new DirectDebitRow(id, mandateId, route, money, to, evaluationId, createdUserId, createdDate);
	}

	DirectDebitRow evaluatedAs(UUID evaluation) {
		return new DirectDebitRow(id, mandateId, route, money, progress, evaluation, createdUserId, createdDate);
	}

	DirectDebitStatusChanged changed() {
		return new DirectDebitStatusChanged(route.tenantId(), route.clientId(), id, mandateId, route.bankAccountId(),
				route.internalAccountId(), status());
	}

	DirectDebitInstruction view() {
		return new DirectDebitInstruction(id.value(), mandateId.value(), route.bankAccountId().value(),
				route.internalAccountId().value(), money, status(), evaluationId,
				new Dates(createdDate, progress.updatedDate()));
	}
}
