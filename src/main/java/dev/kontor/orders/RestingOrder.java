package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * An open order as a venue works it: what remains of it ({@code remainingQuantity} for a quantity order,
 * {@code remainingAmount} for a money order, the other null), its prices, and when a Day order expires
 * ({@code sessionEnd}; null for the other times in force, and for a Day order placed while its market was closed).
 */
public record RestingOrder(OrderId id, UUID tenantId, UUID clientId, String clientOrderId, OrderSide side,
		OrderType orderType, @Nullable BigDecimal remainingQuantity, @Nullable BigDecimal remainingAmount,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, TimeInForce timeInForce,
		@Nullable Instant sessionEnd, Instant createdDate) {
}
