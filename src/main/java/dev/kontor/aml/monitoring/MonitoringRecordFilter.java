package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * What a list of monitoring records of one family asks for. The creation range includes {@code startDate} and
 * excludes {@code endDate}.
 */
public record MonitoringRecordFilter(UUID tenantId, MonitoringFamily family, boolean includeInActiveRecords,
		boolean includeOnlyIsBanned, @Nullable Instant startDate, @Nullable Instant endDate,
		@Nullable UUID customerId) {
}
