package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.UUID;

/** A row of {@code cash_reservations}, as far as the ledger needs it back. */
record CashReservationRow(UUID id, UUID internalAccountId, BigDecimal amount, ReservationStatus status) {
}
