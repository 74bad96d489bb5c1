package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/** A cash booking of an internal account as the back office lists it: signed amount and the balance it left. */
public record BookingLine(UUID id, BigDecimal amount, String currencyCode, CashTransactionType type,
		String reference, Instant bookingDate, LocalDate valueDate, BigDecimal balanceAfter) {
}
