package dev.kontor.payments.internal;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.payments.PaymentId;
import dev.kontor.payments.WithdrawalStatus;

/**
 * Where a withdrawal request stands: its status, the AML evaluation that decides it, the credit transfer that pays
 * it once approved, and when it last changed. A move writes these and nothing else.
 */
record WithdrawalProgress(WithdrawalStatus status, @Nullable UUID evaluationId, @Nullable PaymentId paymentId,
		Instant updatedDate) {
}
