package dev.kontor.aml.screening.web;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
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
			Person person = new Person(new Person.Naming(type, fullName, d.names().name(), d.names().surname()),
					new Person.Origin(d.residence().nationality(), d.personalData().gender(),
							d.residence().countryOfOrigin(), d.personalData().placeOfBirth(),
							d.personalData().dateOfBirth() == null ? null : d.personalData().dateOfBirth().toString()));
			return new ClientData(person, Address.UNKNOWN, new Document(d.classification().identityNumber()),
					new Contact(d.contact().email(), null, null));
		}
	}

	/** The person or company screened: how it is named, and where and when it was born. Written flat. */
	record Person(@JsonUnwrapped Naming naming, @JsonUnwrapped Origin origin) {

		record Naming(String type, String name, String firstName, @Nullable String lastName) {
		}

		record Origin(@Nullable String nationality, @Nullable String gender, @Nullable String countryOfBirth,
				@Nullable String placeOfBirth, @Nullable String birthDate) {
		}
	}

	/** A postal address, its street lines and then its place, written flat. The platform keeps none of clients. */
	record Address(@JsonUnwrapped StreetLines lines, @JsonUnwrapped Place place) {

		static final Address UNKNOWN = new Address(new StreetLines(null, null, null, null, null),
				new Place(null, null, null, null));

		record StreetLines(@Nullable String street, @Nullable String streetNumberPrefix,
				@Nullable String streetNumber, @Nullable String streetNumberSuffix,
				@Nullable String secondAddressLine) {
		}

		record Place(@Nullable String postalCode, @Nullable String region, @Nullable String city,
				@Nullable String country) {
		}
	}

	record Document(@Nullable String documentNumber) {
	}

	record Contact(@Nullable String email, @Nullable String phone, @Nullable String mobile) {
	}

	/**
	 * Monitoring details: the document's flat shape, whose fields interleave the provider's and the row's keeping,
	 * each read from its part of the {@link MonitoredCustomer}, in the document's order.
	 */
	@JsonPropertyOrder({ "clientId", "tenantId", "providerClientId", "createdUserId", "updatedUserId",
			"monitoringType", "createdDate", "updatedDate", "lastRefreshDate" })
	static final class MonitoringDetails {

		private final MonitoredCustomer row;

		private MonitoringDetails(MonitoredCustomer row) {
			this.row = row;
		}

		static MonitoringDetails of(MonitoredCustomer row) {
			return new MonitoringDetails(row);
		}

		@JsonProperty
		UUID clientId() {
			return row.customerId();
		}

		@JsonProperty
		UUID tenantId() {
			return row.tenantId();
		}

		@JsonProperty
		String providerClientId() {
			return row.provider().providerClientId();
		}

		@JsonProperty
		UUID createdUserId() {
			return row.keeping().createdUserId();
		}

		@JsonProperty
		UUID updatedUserId() {
			return row.keeping().updatedUserId();
		}

		@JsonProperty
		String monitoringType() {
			return row.provider().monitoringType();
		}

		@JsonProperty
		Instant createdDate() {
			return row.keeping().createdDate();
		}

		@JsonProperty
		Instant updatedDate() {
			return row.keeping().updatedDate();
		}

		@JsonProperty
		@Nullable Instant lastRefreshDate() {
			return row.lastRefreshDate();
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
