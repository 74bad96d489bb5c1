package dev.kontor.payments;

import java.util.UUID;

/** A direct debit instruction reached a status; published in the transaction that changed it. */
public record DirectDebitStatusChanged(UUID tenantId, UUID clientId, DirectDebitId instructionId,
		MandateId mandateId, UUID bankAccountId, UUID internalAccountId, DirectDebitStatus status) {
}
