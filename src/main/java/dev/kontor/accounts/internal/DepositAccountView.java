package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;

/**
 * A deposit (securities) account as the API answers it (contract, section 8), with the ten-digit {@code accountNumber}
 * the client knows it by (section 15).
 */
public record DepositAccountView(UUID id, UUID tenantId, UUID clientId, String accountNumber, AccountStatus status,
		Instant createdDate, Instant updatedDate) {
}
