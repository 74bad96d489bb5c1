package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;

/**
 * An instrument request of document 2 as stored: the fields of the document plus the row's id and tenant. A request
 * is live until {@code deletedDate} is set; it waits for the processor while accepted and not processed.
 */
public record InstrumentRequest(UUID id, UUID tenantId, IdType idType, String actualId,
		FinancialObjectType financialObjectType, OperationType operationType, Instant createdDate,
		Instant updatedDate, @Nullable Instant deletedDate, boolean isAccepted, @Nullable String errorMessageDetail,
		boolean isDisabled, boolean processed, @Nullable Instant processedDate) {

	/** The request with new operation fields, validated afresh: accepted again for the processor, or not. */
	InstrumentRequest corrected(FinancialObjectType objectType, OperationType operation, @Nullable String problem,
			Instant now) {
		return new InstrumentRequest(id, tenantId, idType, actualId, objectType, operation, createdDate, now, null,
				problem == null, problem, isDisabled, false, null);
	}

	/** The processor's outcome: fulfilled, or refused with the reason. */
	InstrumentRequest processed(@Nullable String problem, Instant now) {
		return new InstrumentRequest(id, tenantId, idType, actualId, financialObjectType, operationType, createdDate,
				now, null, problem == null, problem, isDisabled, true, now);
	}
}
