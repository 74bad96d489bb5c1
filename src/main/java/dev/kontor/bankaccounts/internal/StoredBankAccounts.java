package dev.kontor.bankaccounts.internal;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/** Answers other modules' reads of bank accounts. */
@Component
@RequiredArgsConstructor
class StoredBankAccounts implements BankAccounts {

	private final BankAccountStore store;

	@Override
	public Optional<BankAccount> find(TenantId tenantId, BankAccountId bankAccountId) {
		return store.find(tenantId.value(), bankAccountId.value());
	}

	@Override
	public List<BankAccount> ofClient(TenantId tenantId, ClientId clientId) {
		return store.list(new BankAccountFilter(tenantId.value(), clientId.value(), null, null, null, null, Set.of(),
				new BankAccountFilter.Creation(null, null, null)), new PageRequest(1, 100));
	}
}
