package dev.kontor.webhooks.intake;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentRecords;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The client records an event concerns, found from its parameters when it is accepted: the client a
 * {@code clientId} names, the owners of the bank account a {@code bankAccountId} names (through the bank
 * accounts module), the holder of the account an {@code internalAccountId} or {@code depositAccountId} names
 * (through the accounts module), and the client of the payment instruction an {@code initiatorPaymentId} names
 * (through the payments module). Ids that are not this platform's records (back-office systems publish their own)
 * concern no client. One resolver serves one batch of events, so that each account is read once however many events name it.
 */
@Component
@RequiredArgsConstructor
class ConcernedClients {

	private final BankAccounts bankAccounts;

	private final Accounts accounts;

	private final PaymentRecords payments;

	/** A resolver that remembers the accounts it has read. */
	Resolver resolver() {
		return new Resolver();
	}

	final class Resolver {

		private final Map<Account, List<UUID>> ownersByAccount = new HashMap<>();

		private final Map<Account, Optional<UUID>> holderByAccount = new HashMap<>();

		Set<UUID> of(UUID tenantId, Map<String, String> parameters) {
			Set<UUID> clients = new LinkedHashSet<>();
			uuid(parameters.get("clientId")).ifPresent(clients::add);
			uuid(parameters.get("bankAccountId")).ifPresent(accountId -> clients.addAll(ownersByAccount
				.computeIfAbsent(new Account(tenantId, accountId), account -> bankAccounts
					.find(new TenantId(account.tenantId()), new BankAccountId(account.id()))
					.map(BankAccount::clientIds)
					.orElse(List.of()))));
			uuid(parameters.get("internalAccountId"))
				.flatMap(accountId -> holderByAccount.computeIfAbsent(new Account(tenantId, accountId),
						account -> accounts.clientOfInternalAccount(new TenantId(account.tenantId()),
								new InternalAccountId(account.id())).map(ClientId::value)))
				.ifPresent(clients::add);
			uuid(parameters.get("depositAccountId"))
				.flatMap(accountId -> holderByAccount.computeIfAbsent(new Account(tenantId, accountId),
						account -> accounts.clientOfDepositAccount(new TenantId(account.tenantId()),
								new DepositAccountId(account.id())).map(ClientId::value)))
				.ifPresent(clients::add);
			uuid(parameters.get("initiatorPaymentId"))
				.flatMap(id -> payments.clientOfPayment(new TenantId(tenantId), new PaymentId(id)))
				.ifPresent(client -> clients.add(client.value()));
			return clients;
		}
	}

	private record Account(UUID tenantId, UUID id) {
	}

	private static Optional<UUID> uuid(@Nullable String value) {
		if (value == null) {
			return Optional.empty();
		}
		try {
			return Optional.of(UUID.fromString(value));
		}
		catch (IllegalArgumentException notAPlatformRecord) {
			return Optional.empty();
		}
	}
}
