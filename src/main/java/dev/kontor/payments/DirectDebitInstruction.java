package dev.kontor.payments;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/** A SEPA direct debit instruction: money collected from the mandate's bank account into the internal account. */
public record DirectDebitInstruction(UUID id, UUID mandateId, UUID bankAccountId, UUID internalAccountId,
		@JsonUnwrapped Money money, DirectDebitStatus status, @Nullable UUID evaluationId,
		@JsonUnwrapped Dates dates) {
}
