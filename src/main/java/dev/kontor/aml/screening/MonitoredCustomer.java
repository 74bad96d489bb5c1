package dev.kontor.aml.screening;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/** A customer sent to monitoring: the monitoring details of document 3 plus the row's own id and provider. */
public record MonitoredCustomer(UUID id, UUID tenantId, UUID customerId, Provider provider,
		@Nullable Instant lastRefreshDate, ChangeTrail keeping) {

	/** The screening provider that monitors the customer, its id of the customer, and the kind of monitoring. */
	public record Provider(String providerName, String providerClientId, String monitoringType) {
	}

	MonitoredCustomer changed(Provider newProvider, @Nullable Instant refreshedAt, ChangeTrail newKeeping) {
		return new MonitoredCustomer(id, tenantId, customerId, newProvider, refreshedAt, newKeeping);
	}
}
