package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.payments.Mandate;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;

/** A mandate as stored. */
record MandateRow(MandateId id, UUID tenantId, UUID clientId, UUID bankAccountId, UUID internalAccountId,
		MandateStatus status, UUID createdUserId, Instant createdDate, Instant updatedDate) {

	MandateRow withStatus(MandateStatus to, Instant at) {
		return new MandateRow(id, tenantId, clientId, bankAccountId, internalAccountId, to, createdUserId,
				createdDate, at);
	}

	Mandate view() {
		return new Mandate(id.value(), clientId, bankAccountId, internalAccountId, status, createdDate);
	}
}
