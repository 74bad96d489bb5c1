package dev.kontor.accounts.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.aml.ClientCashBalances;
import dev.kontor.clients.DefaultAccountsCheck;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Answers what other modules look up about accounts: whose an account is (webhooks, through {@link AccountsFacade}),
 * whether a client's default accounts are its own Active ones (clients), and clients' cash balances (AML).
 */
@Component
@RequiredArgsConstructor
class AccountDirectory implements DefaultAccountsCheck, ClientCashBalances {

	private final AccountTable<InternalAccountRow> internalAccounts;

	private final AccountTable<AccountRow> depositAccounts;

	Optional<ClientId> clientOfInternalAccount(TenantId tenantId, InternalAccountId internalAccountId) {
		return internalAccounts.clientOf(tenantId.value(), internalAccountId.value()).map(ClientId::new);
	}

	Optional<ClientId> clientOfDepositAccount(TenantId tenantId, DepositAccountId depositAccountId) {
		return depositAccounts.clientOf(tenantId.value(), depositAccountId.value()).map(ClientId::new);
	}

	@Override
	public boolean isActiveInternalAccountOf(TenantId tenantId, UUID internalAccountId, ClientId clientId) {
		return internalAccounts.isActiveAccountOf(tenantId.value(), internalAccountId, clientId.value());
	}

	@Override
	public boolean isActiveDepositAccountOf(TenantId tenantId, UUID depositAccountId, ClientId clientId) {
		return depositAccounts.isActiveAccountOf(tenantId.value(), depositAccountId, clientId.value());
	}

	@Override
	@Transactional(readOnly = true)
	public Optional<CashBalance> of(TenantId tenantId, ClientId clientId) {
		return CashBalanceRule.of(internalAccounts.ofClient(tenantId.value(), clientId.value()));
	}

	@Override
	@Transactional(readOnly = true)
	public Map<ClientId, CashBalance> ofTenant(TenantId tenantId) {
		Map<UUID, List<InternalAccountRow>> byClient = internalAccounts.ofTenant(tenantId.value())
			.stream()
			.collect(Collectors.groupingBy(InternalAccountRow::clientId, LinkedHashMap::new, Collectors.toList()));
		Map<ClientId, CashBalance> balances = new LinkedHashMap<>();
		byClient.forEach((clientId, accounts) -> CashBalanceRule.of(accounts)
			.ifPresent(balance -> balances.put(new ClientId(clientId), balance)));
		return balances;
	}
}
