package dev.kontor.bankaccounts.internal;

import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccounts;

/** Answers other modules' reads of bank accounts. */
@Component
class StoredBankAccounts implements BankAccounts {

	private final BankAccountStore store;

	StoredBankAccounts(BankAccountStore store) {
		this.store = store;
	}

	@Override
	public Optional<BankAccount> find(UUID tenantId, UUID bankAccountId) {
		return store.find(tenantId, bankAccountId);
	}
}
