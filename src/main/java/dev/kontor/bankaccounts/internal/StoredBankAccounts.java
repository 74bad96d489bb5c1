package dev.kontor.bankaccounts.internal;

import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.shared.TenantId;

/** Answers other modules' reads of bank accounts. */
@Component
@RequiredArgsConstructor
class StoredBankAccounts implements BankAccounts {

	private final BankAccountStore store;

	@Override
	public Optional<BankAccount> find(TenantId tenantId, BankAccountId bankAccountId) {
		return store.find(tenantId.value(), bankAccountId.value());
	}
}
