package dev.kontor.masterdata.requests;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;

/**
 * The create body of document 2. Every field is required; they are checked by {@link InstrumentRequests} so that
 * the master data error body names the missing one.
 */
public record CreateInstrumentRequest(@Nullable IdType idType, @Nullable String actualId,
		@Nullable FinancialObjectType financialObjectType, @Nullable OperationType operationType) {
}
