package dev.kontor.bankaccounts.internal;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.clients.BankAccountOwnership;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** Answers the clients module whether a bank account belongs to a client record. */
@Component
@RequiredArgsConstructor
class StoredBankAccountOwnership implements BankAccountOwnership {

	private final BankAccountStore store;

	@Override
	public boolean isOwnedBy(TenantId tenantId, UUID bankAccountId, ClientId clientId) {
		return store.isOwnedBy(tenantId.value(), bankAccountId, clientId.value());
	}
}
