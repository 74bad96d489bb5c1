package dev.kontor.masterdata.requests;

import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;

/**
 * The list filters of document 2; absent ones do not filter. {@code dateStart} and {@code dateEnd} are days in UTC
 * on the creation time, both included.
 */
public record InstrumentRequestFilter(UUID tenantId, @Nullable IdType idType, @Nullable OperationType operationType,
		@Nullable Boolean isAccepted, @Nullable Boolean isDisabled, @Nullable LocalDate dateStart,
		@Nullable LocalDate dateEnd) {

	public InstrumentRequestFilter {
		if (dateStart != null && dateEnd != null && dateEnd.isBefore(dateStart)) {
			throw RequestInputs.invalid("dateEnd", "must not be before dateStart");
		}
	}
}
