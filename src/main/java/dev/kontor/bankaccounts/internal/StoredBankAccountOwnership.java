package dev.kontor.bankaccounts.internal;

import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.clients.BankAccountOwnership;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** Answers the clients module whether a bank account belongs to a client record. */
@Component
class StoredBankAccountOwnership implements BankAccountOwnership {

	private final BankAccountStore store;

	StoredBankAccountOwnership(BankAccountStore store) {
		this.store = store;
	}

	@Override
	public boolean isOwnedBy(TenantId tenantId, UUID bankAccountId, ClientId clientId) {
		return store.isOwnedBy(tenantId.value(), bankAccountId, clientId.value());
	}
}
