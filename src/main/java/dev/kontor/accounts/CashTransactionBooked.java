package dev.kontor.accounts;

import java.math.BigDecimal;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * A cash transaction was booked on an internal account: the entry as booked and the balance it left. Published in
 * the transaction that booked it.
 */
public record CashTransactionBooked(TenantId tenantId, InternalAccountId internalAccountId,
		CashTransactionId transactionId, ClientId clientId, CashBooking.Entry entry, BigDecimal balanceAfter) {
}
