package dev.kontor.accounts;

import java.math.BigDecimal;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** An internal account as the ledger holds it at one moment: {@code availableAmount = balance - reservedAmount}. */
public record InternalAccountSnapshot(InternalAccountId id, TenantId tenantId, ClientId clientId, String currencyCode,
		AccountStatus status, BigDecimal balance, BigDecimal reservedAmount, BigDecimal availableAmount) {
}
