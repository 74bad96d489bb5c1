package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;

/** A deposit (securities) account as the API answers it (contract, section 8). */
public record DepositAccountView(UUID id, UUID tenantId, UUID clientId, AccountStatus status, Instant createdDate,
		Instant updatedDate) {
}
