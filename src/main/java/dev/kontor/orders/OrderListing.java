package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** An order as the back office lists it. */
public record OrderListing(UUID id, UUID clientId, String clientOrderId, String isinCode, String provider,
		OrderSide side, OrderType orderType, @Nullable BigDecimal quantity, @Nullable BigDecimal amount,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, TimeInForce timeInForce,
		UUID internalAccountId, UUID depositAccountId, String currencyCode, OrderStatus status,
		@Nullable String rejectReason, BigDecimal filledQuantity, BigDecimal filledAmount,
		@Nullable BigDecimal averagePrice, Instant createdDate, Instant updatedDate) {
}
