package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.UUID;

/** A row of {@code cash_reservations}, as far as the ledger needs it back: what is left of it, and its status. */
record CashReservationRow(UUID id, UUID internalAccountId, BigDecimal remaining, ReservationStatus status) {
}
