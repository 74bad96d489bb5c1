package dev.kontor.clients.internal;

import java.time.LocalDate;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAddress;
import dev.kontor.clients.ClientClassification;
import dev.kontor.clients.ClientContactData;
import dev.kontor.clients.ClientDefaultAccounts;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientNames;
import dev.kontor.clients.ClientPersonalData;
import dev.kontor.clients.ClientResidence;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientTaxData;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's client records: private clients in Germany, France and the USA and a German company,
 * with the fields the AML calculation reads, Onboarded. The other modules' demo data finds them by their keys.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoClientRecords {

	/**
	 * Erika Mustermann has the address and the tax identification number of the specimen papers: her onboarding
	 * makes a church tax query, which the simulated tax authority answers (Roman Catholic, 8 %).
	 */
	private static final List<ClientDetails> RECORDS = List.of(
			withTaxData(retail("demo-erika-mustermann", "Erika", "Mustermann", "DEU", LocalDate.of(1964, 8, 12),
					"de_DE", OccupationGroup.Other, "Q86", AccountUsageType.Brokerage),
					new ClientAddress("Heidestraße", "17", "51147", "Köln", "DEU"), "86095742719"),
			retail("demo-jean-dupont", "Jean", "Dupont", "FRA", LocalDate.of(2003, 3, 2), "fr_FR",
					OccupationGroup.PupilOrStudent, "P85", AccountUsageType.Brokerage),
			retail("demo-john-doe", "John", "Doe", "USA", LocalDate.of(1951, 11, 30), "en_US",
					OccupationGroup.Pensioner, "K64", AccountUsageType.PortfolioManagement),
			business("demo-musterfirma", "Musterfirma GmbH", "DEU", LocalDate.of(2009, 5, 15), "de_DE", "C28",
					AccountUsageType.PortfolioManagement));

	/** A private client still Initial, whom the demo's KYC session onboards once she approves it in the browser. */
	private static final ClientDetails AWAITING_KYC = retail("demo-maria-schmidt", "Maria", "Schmidt", "DEU",
			LocalDate.of(1990, 4, 1), "de_DE", OccupationGroup.Other, "M69", AccountUsageType.Brokerage);

	private final ClientManagement clients;

	/**
	 * Runs before the listeners of other modules, which may read these records, in the tenant's transaction. The
	 * records are Onboarded, so that the demo clients may trade at once.
	 */
	@EventListener
	@Order(Ordered.HIGHEST_PRECEDENCE)
	void on(DemoTenantCreated created) {
		TenantId tenantId = new TenantId(created.tenantId());
		clients.create(tenantId, created.userId(), AWAITING_KYC);
		for (ClientDetails details : RECORDS) {
			Client client = clients.create(tenantId, created.userId(), details);
			clients.changeStatus(tenantId, created.userId(), new ClientId(client.id()), ClientStatus.Onboarded);
		}
	}

	private static ClientDetails withTaxData(ClientDetails details, ClientAddress address, String taxId) {
		return new ClientDetails(details.clientKey(), details.clientType(), details.names(), details.personalData(),
				details.residence(), details.classification(), details.contact(), details.defaultAccounts(), address,
				new ClientTaxData(taxId));
	}

	private static ClientDetails retail(String key, String name, String surname, String country,
			LocalDate dateOfBirth, String language, OccupationGroup occupation, String sectorCode,
			AccountUsageType usage) {
		return details(key, ClientType.Retail, name, surname, country, dateOfBirth, null, language, occupation,
				sectorCode, usage);
	}

	private static ClientDetails business(String key, String name, String country, LocalDate established,
			String language, String sectorCode, AccountUsageType usage) {
		return details(key, ClientType.Business, name, null, country, null, established, language,
				OccupationGroup.Other, sectorCode, usage);
	}

	private static ClientDetails details(String key, ClientType type, String name, @Nullable String surname,
			String country, @Nullable LocalDate dateOfBirth, @Nullable LocalDate established, String language,
			OccupationGroup occupation, String sectorCode, AccountUsageType usage) {
		String email = key.substring("demo-".length()) + "@example.com";
		String retailOnly = type == ClientType.Retail ? country : null;
		return new ClientDetails(key, type, new ClientNames(name, surname, null, null, null),
				new ClientPersonalData(null, dateOfBirth, retailOnly, established, null, null, occupation),
				new ClientResidence(country, retailOnly, country, null, true),
				new ClientClassification(null, null, null, null, null, null, sectorCode, usage),
				new ClientContactData(email, language, false, true, true, false),
				new ClientDefaultAccounts(null, null, null));
	}
}
