package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * An AML monitoring record of document 3 as the API answers it: the common record fields and the record fields.
 * {@code recordType} is set only in the other-record family and null in the others.
 */
public record MonitoringRecord(UUID id, UUID tenantId, Instant createdDate, Instant updatedDate, UUID createdUserId,
		UUID updatedUserId, UUID customerId, boolean isActive, Instant dateStart, @Nullable Instant dateEnd,
		@Nullable RecordType recordType, @Nullable String informationSource, boolean isBanned,
		@Nullable String reason, @Nullable String note) {
}
