package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccountAmlClosed;
import dev.kontor.bankaccounts.BankAccountCreated;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccountStatusChanged;
import dev.kontor.shared.TenantId;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the bank accounts module's domain events into catalogue events, in the transaction that published them, so
 * that the webhook event is stored with the change that caused it, or not at all.
 */
@Component
@RequiredArgsConstructor
class BankAccountEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(BankAccountCreated created) {
		accept(created.tenantId(), EventType.BONewBankAccountCreate, created.bankAccountId());
	}

	@EventListener
	void on(BankAccountStatusChanged changed) {
		accept(changed.tenantId(), EventType.BOBankAccountStateUpdate, changed.bankAccountId());
	}

	@EventListener
	void on(BankAccountAmlClosed closed) {
		accept(closed.tenantId(), EventType.BankAccountAMLClosure, closed.bankAccountId());
	}

	/** The owners of the account are found from it by the intake. */
	private void accept(TenantId tenantId, EventType type, BankAccountId bankAccountId) {
		intake.accept(tenantId.value(), type, Map.of("bankAccountId", bankAccountId.toString()), Set.of());
	}
}
