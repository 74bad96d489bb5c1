package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.CashBooking;

/**
 * A row of {@code cash_transactions}: the entry booked on the account, when, the reservation it settled, whether it
 * was allowed to take the balance below zero, and the balance it left.
 */
record CashTransactionRow(UUID id, UUID tenantId, UUID internalAccountId, CashBooking.Entry entry, Instant bookingDate,
		@Nullable UUID settledReservation, boolean negativeAllowed, BigDecimal balanceAfter) {

	CashTransactionView view() {
		CashBooking.Entry plain = entry.plain();
		return new CashTransactionView(id, internalAccountId, plain.amount(), plain.currencyCode(), plain.type(),
				plain.reference(), bookingDate, plain.valueDate());
	}
}
