package dev.kontor.aml.monitoring;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * What a list of monitoring records of one family asks for. The creation range includes {@code startDate} and
 * excludes {@code endDate}.
 */
public record MonitoringRecordFilter(TenantId tenantId, MonitoringFamily family, boolean includeInActiveRecords,
		boolean includeOnlyIsBanned, @Nullable Instant startDate, @Nullable Instant endDate,
		@Nullable ClientId customerId) {
}
