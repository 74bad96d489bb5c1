package dev.kontor.webhooks.events;

import java.util.Map;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccountAmlClosed;
import dev.kontor.bankaccounts.BankAccountCreated;
import dev.kontor.bankaccounts.BankAccountStatusChanged;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the bank accounts module's domain events into catalogue events, in the transaction that published them, so
 * that the webhook event is stored with the change that caused it, or not at all.
 */
@Component
class BankAccountEventMapping {

	private final EventIntake intake;

	BankAccountEventMapping(EventIntake intake) {
		this.intake = intake;
	}

	@EventListener
	void on(BankAccountCreated created) {
		intake.accept(created.tenantId(), EventType.BONewBankAccountCreate.name(),
				Map.of("bankAccountId", created.bankAccountId().toString()));
	}

	@EventListener
	void on(BankAccountStatusChanged changed) {
		intake.accept(changed.tenantId(), EventType.BOBankAccountStateUpdate.name(),
				Map.of("bankAccountId", changed.bankAccountId().toString()));
	}

	@EventListener
	void on(BankAccountAmlClosed closed) {
		intake.accept(closed.tenantId(), EventType.BankAccountAMLClosure.name(),
				Map.of("bankAccountId", closed.bankAccountId().toString()));
	}
}
