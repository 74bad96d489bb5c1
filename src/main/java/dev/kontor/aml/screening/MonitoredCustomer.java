package dev.kontor.aml.screening;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A customer sent to monitoring: the monitoring details of document 3 plus the row's own id and provider. */
public record MonitoredCustomer(UUID id, UUID tenantId, UUID customerId, String providerName,
		String providerClientId, String monitoringType, Instant createdDate, Instant updatedDate,
		@Nullable Instant lastRefreshDate, UUID createdUserId, UUID updatedUserId) {
}
