package dev.kontor.masterdata.requests.web;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.masterdata.requests.InstrumentRequest;

/**
 * An instrument request as document 2 shows it: exactly its fields. The row's id and tenant stay inside, since the
 * paths name a request by {@code idType} and {@code actualId} and the tenant is the caller's.
 */
record InstrumentRequestView(IdType idType, String actualId, FinancialObjectType financialObjectType,
		OperationType operationType, Instant createdDate, Instant updatedDate, @Nullable Instant deletedDate,
		boolean isAccepted, @Nullable String errorMessageDetail, boolean isDisabled, boolean processed,
		@Nullable Instant processedDate) {

	static InstrumentRequestView of(InstrumentRequest request) {
		return new InstrumentRequestView(request.idType(), request.actualId(), request.financialObjectType(),
				request.operationType(), request.createdDate(), request.updatedDate(), request.deletedDate(),
				request.isAccepted(), request.errorMessageDetail(), request.isDisabled(), request.processed(),
				request.processedDate());
	}
}
