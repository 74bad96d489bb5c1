package dev.kontor.payments.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentInstruction;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.payments.PaymentStatusChanged;
import dev.kontor.shared.Decimals;

/** A payment instruction (SEPA credit transfer) as stored; {@code bankDueAt} is when the simulated bank answers. */
record PaymentRow(PaymentId id, UUID tenantId, UUID withdrawalId, UUID clientId, BigDecimal amount,
		String currencyCode, PaymentStatus status, String creditorIban, @Nullable Instant bankDueAt,
		Instant createdDate, Instant updatedDate) {

	PaymentRow {
		amount = Decimals.plain(amount);
	}

	PaymentRow moved(PaymentStatus to, Instant at, @Nullable Instant dueAt) {
		return new PaymentRow(id, tenantId, withdrawalId, clientId, amount, currencyCode, to, creditorIban, dueAt,
				createdDate, at);
	}

	PaymentStatusChanged changed() {
		return new PaymentStatusChanged(tenantId, clientId, id, status);
	}

	PaymentInstruction view() {
		return new PaymentInstruction(id.value(), amount, currencyCode, status, creditorIban, createdDate,
				updatedDate);
	}
}
