package dev.kontor.payments.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.DirectDebitStatusChanged;
import dev.kontor.payments.MandateId;
import dev.kontor.shared.Decimals;

/** A direct debit instruction as stored; {@code bankDueAt} is when the simulated bank answers it. */
record DirectDebitRow(DirectDebitId id, UUID tenantId, MandateId mandateId, UUID clientId, UUID bankAccountId,
		UUID internalAccountId, BigDecimal amount, String currencyCode, DirectDebitStatus status,
		@Nullable UUID evaluationId, @Nullable Instant bankDueAt, UUID createdUserId, Instant createdDate,
		Instant updatedDate) {

	DirectDebitRow {
		amount = Decimals.plain(amount);
	}

	DirectDebitRow moved(DirectDebitStatus to, Instant at, @Nullable Instant dueAt) {
		return new DirectDebitRow(id, tenantId, mandateId, clientId, bankAccountId, internalAccountId, amount,
				currencyCode, to, evaluationId, dueAt, createdUserId, createdDate, at);
	}

	DirectDebitRow evaluatedAs(UUID evaluation) {
		return new DirectDebitRow(id, tenantId, mandateId, clientId, bankAccountId, internalAccountId, amount,
				currencyCode, status, evaluation, bankDueAt, createdUserId, createdDate, updatedDate);
	}

	DirectDebitStatusChanged changed() {
		return new DirectDebitStatusChanged(tenantId, clientId, id, mandateId, bankAccountId, internalAccountId,
				status);
	}

	DirectDebitInstruction view() {
		return new DirectDebitInstruction(id.value(), mandateId.value(), bankAccountId, internalAccountId, amount,
				currencyCode, status, evaluationId, createdDate, updatedDate);
	}
}
