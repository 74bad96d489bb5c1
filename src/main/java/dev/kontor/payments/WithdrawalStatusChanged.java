package dev.kontor.payments;

import java.util.UUID;

/** A withdrawal request reached a status; published in the transaction that changed it. */
public record WithdrawalStatusChanged(UUID tenantId, UUID clientId, UUID internalAccountId,
		UUID initiatorWithdrawalRequestId, WithdrawalStatus status) {
}
