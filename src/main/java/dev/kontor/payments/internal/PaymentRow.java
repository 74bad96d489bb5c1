package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.payments.Money;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentInstruction;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.payments.PaymentStatusChanged;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A payment instruction (SEPA credit transfer) as stored, paying the withdrawal request {@code withdrawalId}. */
record PaymentRow(PaymentId id, TenantId tenantId, UUID withdrawalId, ClientId clientId, Money money,
		String creditorIban, Progress<PaymentStatus> progress, Instant createdDate) {

	PaymentStatus status() {
		return progress.status();
	}

	PaymentRow moved(Progress<PaymentStatus> to) {
		return new PaymentRow(id, tenantId, withdrawalId, clientId, money, creditorIban, to, createdDate);
	}

	PaymentStatusChanged changed() {
		return new PaymentStatusChanged(tenantId, clientId, id, status());
	}

	PaymentInstruction view() {
		return new PaymentInstruction(id.value(), money.amount(), money.currencyCode(), status(), creditorIban,
				createdDate, progress.updatedDate());
	}
}
