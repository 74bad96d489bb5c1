package dev.kontor.payments;

import java.time.Instant;
import java.util.UUID;

/** A SEPA direct debit mandate of a client's reference bank account in favour of one of its internal accounts. */
public record Mandate(UUID id, UUID clientId, UUID bankAccountId, UUID internalAccountId, MandateStatus status,
		Instant createdDate) {
}
