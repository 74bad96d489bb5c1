package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;

/** An internal (cash) account as the API answers it (contract, section 8). */
public record InternalAccountView(UUID id, UUID tenantId, UUID clientId, String currencyCode, AccountStatus status,
		BigDecimal balance, BigDecimal reservedAmount, BigDecimal availableAmount, Instant createdDate,
		Instant updatedDate) {
}
