package dev.kontor.aml.screening.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.screening.CustomerMonitoring;
import dev.kontor.aml.screening.MonitoredCustomer;
import dev.kontor.aml.screening.RecordedHit;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientType;

/** The external monitoring objects of document 3, and the answer of a refresh. */
final class MonitoringViews {

	private MonitoringViews() {
	}

	/** Monitoring start result. */
	record MonitoringStart(String id, String providerClientId, ClientData clientData, String monitoringType,
			Instant creationUtcDateTime, Instant updateUtcDateTime) {

		static MonitoringStart of(CustomerMonitoring.Sent sent) {
			MonitoredCustomer row = sent.monitoring();
			return new MonitoringStart(row.id().toString(), row.provider().providerClientId(), ClientData.of(sent.client()),
					row.provider().monitoringType(), row.keeping().createdDate(), row.keeping().updatedDate());
		}
	}

	record ClientData(Person person, Address address, Document document, Contact contact) {

		static ClientData of(Client client) {
			ClientDetails d = client.details();
			String type = d.clientType() == ClientType.Business ? "Company" : "Person";
			String fullName = d.names().surname() == null ? d.names().name()
					: d.names().name() + " " + d.names().surname();
			Person person = new Person(type, fullName, d.names().name(), d.names().surname(),
					d.residence().nationality(), d.personalData().gender(), d.residence().countryOfOrigin(),
					d.personalData().placeOfBirth(),
					d.personalData().dateOfBirth() == null ? null : d.personalData().dateOfBirth().toString());
			return new ClientData(person, Address.UNKNOWN, new Document(d.classification().identityNumber()),
					new Contact(d.contact().email(), null, null));
		}
	}

	record Person(String type, String name, String firstName, @Nullable String lastName, @Nullable String nationality,
			@Nullable String gender, @Nullable String countryOfBirth, @Nullable String placeOfBirth,
			@Nullable String birthDate) {
	}

	/** The platform keeps no postal address of clients. */
	record Address(@Nullable String street, @Nullable String streetNumberPrefix, @Nullable String streetNumber,
			@Nullable String streetNumberSuffix, @Nullable String secondAddressLine, @Nullable String postalCode,
			@Nullable String region, @Nullable String city, @Nullable String country) {

		static final Address UNKNOWN = new Address(null, null, null, null, null, null, null, null, null);
	}

	record Document(@Nullable String documentNumber) {
	}

	record Contact(@Nullable String email, @Nullable String phone, @Nullable String mobile) {
	}

	/** Monitoring details. */
	record MonitoringDetails(UUID clientId, UUID tenantId, String providerClientId, UUID createdUserId,
			UUID updatedUserId, String monitoringType, Instant createdDate, Instant updatedDate,
			@Nullable Instant lastRefreshDate) {

		static MonitoringDetails of(MonitoredCustomer row) {
			return new MonitoringDetails(row.customerId(), row.tenantId(), row.provider().providerClientId(), row.keeping().createdUserId(),
					row.keeping().updatedUserId(), row.provider().monitoringType(), row.keeping().createdDate(), row.keeping().updatedDate(),
					row.lastRefreshDate());
		}
	}

	/** What a refresh did: the screening's time and the monitoring records its hits are in. */
	record Refresh(UUID clientId, String providerClientId, @Nullable Instant lastRefreshDate, List<Hit> hits) {

		static Refresh of(CustomerMonitoring.Refreshed refreshed) {
			MonitoredCustomer row = refreshed.monitoring();
			return new Refresh(row.customerId(), row.provider().providerClientId(), row.lastRefreshDate(),
					refreshed.hits().stream().map(Hit::of).toList());
		}
	}

	record Hit(String family, UUID recordId, String entryId, String name, String matchedName, double score,
			List<String> datasets) {

		static Hit of(RecordedHit recorded) {
			var hit = recorded.hit();
			return new Hit(recorded.family().name(), recorded.recordId(), hit.entryId(), hit.name(), hit.matchedName(),
					hit.score(), hit.datasets());
		}
	}
}
