package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.UUID;

/** A cash transaction was booked on an internal account. Published in the transaction that booked it. */
public record CashTransactionBooked(UUID tenantId, InternalAccountId internalAccountId,
		CashTransactionId transactionId, UUID clientId, BigDecimal amount, String currencyCode, CashTransactionType type,
		String reference, LocalDate valueDate, BigDecimal balanceAfter) {
}
