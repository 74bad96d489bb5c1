package dev.kontor.payments;

import org.jspecify.annotations.Nullable;

/** The bank's answer to one direct debit instruction, with its reason code for a failure or a return. */
public record DirectDebitAnswer(DirectDebitId id, DirectDebitOutcome outcome, @Nullable String reasonCode) {
}
