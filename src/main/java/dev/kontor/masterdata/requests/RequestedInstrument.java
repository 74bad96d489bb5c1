package dev.kontor.masterdata.requests;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;

/** What an instrument request asks for: the object named by {@code idType} and {@code actualId}, and what to do. */
public record RequestedInstrument(IdType idType, String actualId, FinancialObjectType financialObjectType,
		OperationType operationType) {
}
