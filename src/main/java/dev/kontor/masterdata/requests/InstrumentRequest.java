package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.OperationType;

/**
 * An instrument request of document 2 as stored: the fields of the document, in their parts, plus the row's id and
 * tenant. A request is live until its {@code deletedDate} is set; it waits for the processor while accepted and not
 * processed.
 */
public record InstrumentRequest(UUID id, UUID tenantId, RequestedInstrument instrument, RequestDates dates,
		RequestState state) {

	/** The request with new operation fields, validated afresh: accepted again for the processor, or not. */
	InstrumentRequest corrected(FinancialObjectType objectType, OperationType operation, @Nullable String problem,
			Instant now) {
		RequestedInstrument asked = new RequestedInstrument(instrument.idType(), instrument.actualId(), objectType,
				operation);
		return new InstrumentRequest(id, tenantId, asked, dates.changed(now),
				RequestState.checked(problem, state.isDisabled()));
	}

	/** The processor's outcome: fulfilled, or refused with the reason. */
	InstrumentRequest processed(@Nullable String problem, Instant now) {
		return new InstrumentRequest(id, tenantId, instrument, dates.changed(now), state.processedAt(problem, now));
	}
}
