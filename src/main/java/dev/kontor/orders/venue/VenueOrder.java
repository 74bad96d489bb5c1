package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;

/**
 * An order as the venue reads it, locked, before it decides a fill: its terms, what is filled so far and the time of
 * the latest quote that filled it.
 */
record VenueOrder(OrderId id, UUID tenantId, UUID clientId, String clientOrderId, TradeProvider provider,
		String isinCode, OrderSide side, OrderType type, TimeInForce timeInForce, @Nullable BigDecimal quantity,
		@Nullable BigDecimal amount, @Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice,
		BigDecimal filledQuantity, BigDecimal filledAmount, OrderStatus status, boolean stopTriggered,
		@Nullable Instant lastFillQuoteAt) {

	/** The order for matching, with fills of {@code quantityScale} decimals. */
	RestingOrder resting(int quantityScale) {
		BigDecimal quantityLeft = quantity == null ? null : quantity.subtract(filledQuantity);
		BigDecimal amountLeft = amount == null ? null : amount.subtract(filledAmount);
		return new RestingOrder(side, type, timeInForce, quantityLeft, amountLeft, limitPrice, stopPrice,
				stopTriggered, quantityScale);
	}

	IndexedOrder indexed() {
		return new IndexedOrder(id, provider, isinCode, side, type, timeInForce, limitPrice, stopPrice,
				stopTriggered);
	}

	/** Whether the quote of {@code at} may still fill the order: one quote fills it once. */
	boolean notYetFilledBy(Instant at) {
		return lastFillQuoteAt == null || at.isAfter(lastFillQuoteAt);
	}
}
