package dev.kontor.payments;

import java.util.UUID;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A withdrawal request reached a status; published in the transaction that changed it. */
public record WithdrawalStatusChanged(TenantId tenantId, ClientId clientId, InternalAccountId internalAccountId,
		UUID initiatorWithdrawalRequestId, WithdrawalStatus status) {
}
