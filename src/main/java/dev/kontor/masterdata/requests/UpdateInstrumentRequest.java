package dev.kontor.masterdata.requests;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.OperationType;

/** The update body of document 2: the corrected object type and operation, both required. */
public record UpdateInstrumentRequest(@Nullable FinancialObjectType financialObjectType,
		@Nullable OperationType operationType) {
}
