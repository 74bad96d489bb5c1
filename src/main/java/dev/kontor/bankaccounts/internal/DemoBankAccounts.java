package dev.kontor.bankaccounts.internal;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountDetails;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's bank accounts, of the client records the clients module creates for the demo tenant
 * (found by their keys): German and French accounts with IBANs, a US account with routing and account number, a
 * joint account, and one account already active.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoBankAccounts {

	private record Demo(List<String> ownerKeys, BankAccountDetails details, BankAccountStatus status) {
	}

	private static final List<Demo> ACCOUNTS = List.of(
			new Demo(List.of("demo-erika-mustermann"), new BankAccountDetails("Erika Mustermann", "Commerzbank",
					"COBADEFFXXX", null, "DEU", "EUR", null, "DE89370400440532013000"), BankAccountStatus.Active),
			new Demo(List.of("demo-jean-dupont"), new BankAccountDetails("Jean Dupont", "La Banque Postale",
					"PSSTFRPPPAR", null, "FRA", "EUR", null, "FR1420041010050500013M02606"), BankAccountStatus.Initial),
			new Demo(List.of("demo-john-doe"), new BankAccountDetails("John Doe", "JPMorgan Chase Bank", "CHASUS33XXX",
					"021000021", "USA", "USD", "000123456789", null), BankAccountStatus.Initial),
			new Demo(List.of("demo-musterfirma", "demo-erika-mustermann"), new BankAccountDetails("Musterfirma GmbH",
					"Deutsche Bank", "DEUTDEBBXXX", null, "DEU", "EUR", null, "DE43100700000123456700"),
					BankAccountStatus.Initial));

	private final BankAccountManagement accounts;

	private final Clients clients;

	/** Runs after the clients module's demo listener, which creates the owners, in the tenant's transaction. */
	@EventListener
	@Order(Ordered.LOWEST_PRECEDENCE)
	void on(DemoTenantCreated created) {
		for (Demo demo : ACCOUNTS) {
			List<UUID> owners = demo.ownerKeys().stream().map(key -> owner(created.tenantId(), key)).toList();
			BankAccount account = accounts.create(created.tenantId(), created.userId(), null, owners,
					demo.details());
			if (demo.status() != account.status()) {
				accounts.changeStatus(created.tenantId(), created.userId(), account.id(), demo.status(), null);
			}
		}
	}

	private UUID owner(UUID tenantId, String clientKey) {
		return clients.idOfKey(new TenantId(tenantId), clientKey)
			.map(ClientId::value)
			.orElseThrow(() -> new IllegalStateException("The demo client record " + clientKey + " is missing"));
	}
}
