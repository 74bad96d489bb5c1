package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.CashTransactionType;
import dev.kontor.shared.Decimals;

/** A row of {@code cash_transactions}. */
record CashTransactionRow(UUID id, UUID tenantId, UUID internalAccountId, BigDecimal amount, String currencyCode,
		CashTransactionType type, String reference, Instant bookingDate, LocalDate valueDate,
		@Nullable UUID settledReservation, boolean negativeAllowed, BigDecimal balanceAfter) {

	CashTransactionView view() {
		return new CashTransactionView(id, internalAccountId, Decimals.plain(amount), currencyCode, type, reference,
				bookingDate, valueDate);
	}
}
