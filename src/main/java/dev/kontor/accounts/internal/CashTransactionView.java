package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import dev.kontor.accounts.CashTransactionType;

/** A booked cash transaction of an internal account as the API answers it; {@code amount} is signed. */
public record CashTransactionView(UUID id, UUID internalAccountId, BigDecimal amount, String currencyCode,
		CashTransactionType type, String reference, Instant bookingDate, LocalDate valueDate) {
}
