package dev.kontor.aml.monitoring;

import java.time.OffsetDateTime;
import java.util.UUID;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * The record fields an integrator writes when creating or updating a monitoring record. An update replaces them
 * all: a field left out is null (false for {@code isBanned}), except {@code dateStart}, which then stays as it was
 * (on create it is the creation time).
 */
public record MonitoringRecordChange(@NotNull UUID customerId, @NotNull Boolean isActive,
		@Nullable OffsetDateTime dateStart, @Nullable OffsetDateTime dateEnd, @Nullable RecordType recordType,
		@Nullable @Size(max = 36) String informationSource, @Nullable Boolean isBanned,
		@Nullable @Size(max = 64) String reason, @Nullable @Size(max = 128) String note) {
}
