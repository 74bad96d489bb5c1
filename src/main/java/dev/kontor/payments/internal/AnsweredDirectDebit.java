package dev.kontor.payments.internal;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.DirectDebitStatus;

/** A direct debit as the bank's answers left it, to be written over the status it was locked in. */
record AnsweredDirectDebit(DirectDebitRow row, DirectDebitStatus lockedStatus, @Nullable String reasonCode) {
}
