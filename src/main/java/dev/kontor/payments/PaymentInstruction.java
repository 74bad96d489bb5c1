package dev.kontor.payments;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** The SEPA credit transfer that pays an approved withdrawal request. */
public record PaymentInstruction(UUID initiatorPaymentId, BigDecimal amount, String currencyCode,
		PaymentStatus status, String creditorIban, Instant createdDate, Instant updatedDate) {
}
