package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountSnapshot;
import dev.kontor.accounts.DepositAccountView;

/** A row of {@code deposit_accounts}. */
record DepositAccountRow(UUID id, UUID tenantId, UUID clientId, AccountStatus status, Instant createdDate,
		Instant updatedDate, UUID createdUserId, UUID updatedUserId) {

	DepositAccountView view() {
		return new DepositAccountView(id, tenantId, clientId, status, createdDate, updatedDate);
	}

	DepositAccountSnapshot snapshot() {
		return new DepositAccountSnapshot(new DepositAccountId(id), tenantId, clientId, status);
	}
}
