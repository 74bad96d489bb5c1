package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.accounts.InternalAccountView;
import dev.kontor.shared.Decimals;

/** A row of {@code internal_accounts}. */
record InternalAccountRow(UUID id, UUID tenantId, UUID clientId, String currencyCode, AccountStatus status,
		BigDecimal balance, BigDecimal reservedAmount, Instant createdDate, Instant updatedDate, UUID createdUserId,
		UUID updatedUserId) {

	BigDecimal available() {
		return LedgerRules.available(balance, reservedAmount);
	}

	InternalAccountView view() {
		return new InternalAccountView(id, tenantId, clientId, currencyCode, status, Decimals.plain(balance),
				Decimals.plain(reservedAmount), Decimals.plain(available()), createdDate, updatedDate);
	}

	InternalAccountSnapshot snapshot() {
		return new InternalAccountSnapshot(new InternalAccountId(id), tenantId, clientId, currencyCode, status,
				Decimals.plain(balance), Decimals.plain(reservedAmount), Decimals.plain(available()));
	}
}
