package dev.kontor.aml.customers;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccountCreated;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccountStatusChanged;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.clients.ClientCreated;
import dev.kontor.clients.ClientStatusChanged;
import dev.kontor.clients.ClientUpdated;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Keeps the AML module's copy of client records and bank accounts current. It listens in the transaction that
 * published the change, so the copy never lags behind: an action evaluated right after a client record changed sees
 * the change, and a rolled-back change leaves no trace.
 */
@Component
@RequiredArgsConstructor
class CustomerProjection {

	private final Clients clients;

	private final BankAccounts bankAccounts;

	private final AmlCustomers customers;

	@EventListener
	void on(ClientCreated created) {
		copyClient(created.tenantId(), created.clientId());
	}

	@EventListener
	void on(ClientUpdated updated) {
		copyClient(updated.tenantId(), updated.clientId());
	}

	@EventListener
	void on(ClientStatusChanged changed) {
		copyClient(changed.tenantId(), changed.clientId());
	}

	@EventListener
	void on(BankAccountCreated created) {
		copyBankAccount(created.tenantId(), created.bankAccountId());
	}

	@EventListener
	void on(BankAccountStatusChanged changed) {
		copyBankAccount(changed.tenantId(), changed.bankAccountId());
	}

	private void copyClient(UUID tenantId, UUID clientId) {
		clients.find(new TenantId(tenantId), new ClientId(clientId)).ifPresent(customers::save);
	}

	private void copyBankAccount(TenantId tenantId, BankAccountId bankAccountId) {
		bankAccounts.find(tenantId, bankAccountId).ifPresent(customers::save);
	}
}
