package dev.kontor.accounts;

import java.math.BigDecimal;
import java.util.UUID;

/** An internal account as the ledger holds it at one moment: {@code availableAmount = balance - reservedAmount}. */
public record InternalAccountSnapshot(InternalAccountId id, UUID tenantId, UUID clientId, String currencyCode,
		AccountStatus status, BigDecimal balance, BigDecimal reservedAmount, BigDecimal availableAmount) {
}
