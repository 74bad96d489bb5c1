package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.ReservationId;

/**
 * An execution as recorded, with what the venue needs to book it: the fee and amount in the order's currency, the
 * order's accounts and the reservations it settles against.
 */
public record Fill(ExecutionId executionId, OrderId orderId, UUID clientId, OrderSide side, String isinCode,
		BigDecimal quantity, BigDecimal price, BigDecimal fee, BigDecimal amount, String currencyCode,
		LocalDate valueDate, UUID internalAccountId, UUID depositAccountId, @Nullable ReservationId cashReservation,
		@Nullable ReservationId securityReservation, OrderStatus orderStatus) {
}
