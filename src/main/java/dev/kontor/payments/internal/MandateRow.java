package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.payments.Mandate;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;

/** A mandate as stored: the route its direct debits collect along. */
record MandateRow(MandateId id, MoneyRoute route, MandateStatus status, UUID createdUserId, Instant createdDate,
		Instant updatedDate) {

	MandateRow withStatus(MandateStatus to, Instant at) {
		return new MandateRow(id, route, to, createdUserId, createdDate, at);
	}

	Mandate view() {
		return new Mandate(id.value(), route.clientId().value(), route.bankAccountId().value(),
				route.internalAccountId().value(), status, createdDate);
	}
}
