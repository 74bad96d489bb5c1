package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * An order as the order API answers it (contract section 8): the placed figures with their defaults filled in,
 * where it stands, what it holds reserved and its executions. {@code remainingQuantity} is null for a money order,
 * whose quantity is known only from its fills; {@code reservedAmount} is the cash a buy holds, {@code
 * reservedQuantity} the securities a sell holds.
 */
public record Order(UUID id, UUID tenantId, UUID clientId, String clientOrderId, String isinCode,
		TradeProvider provider, OrderSide side, OrderType orderType, @Nullable BigDecimal quantity,
		@Nullable BigDecimal amount, @Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice,
		TimeInForce timeInForce, UUID internalAccountId, UUID depositAccountId, String currencyCode,
		OrderStatus status, @Nullable String rejectReason, BigDecimal filledQuantity,
		@Nullable BigDecimal remainingQuantity, @Nullable BigDecimal averagePrice, BigDecimal reservedAmount,
		BigDecimal reservedQuantity, Instant createdDate, Instant updatedDate, List<Execution> executions) {

	public Order {
		executions = List.copyOf(executions);
	}
}
