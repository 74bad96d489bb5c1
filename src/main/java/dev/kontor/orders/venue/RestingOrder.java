package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.TimeInForce;

/**
 * What matching needs of an open order: its terms and what is left of it. A quantity order has
 * {@code quantityLeft}, a money order {@code amountLeft} (the money not yet spent or received); exactly one is
 * given. {@code quantityScale} is the number of decimals a fill may have: 0 unless the tenant allows fractional
 * orders of the instrument. {@code stopTriggered} says that an earlier quote touched the stop.
 */
record RestingOrder(OrderSide side, OrderType type, TimeInForce timeInForce, @Nullable BigDecimal quantityLeft,
		@Nullable BigDecimal amountLeft, @Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice,
		boolean stopTriggered, int quantityScale) {

	RestingOrder {
		Objects.requireNonNull(side, "side");
		Objects.requireNonNull(type, "type");
		Objects.requireNonNull(timeInForce, "timeInForce");
		if ((quantityLeft == null) == (amountLeft == null)) {
			throw new IllegalArgumentException("exactly one of quantityLeft and amountLeft");
		}
		if (type.takesLimitPrice() && limitPrice == null) {
			throw new IllegalArgumentException("a limit order needs its limit");
		}
		if (type.takesStopPrice() && stopPrice == null) {
			throw new IllegalArgumentException("a stop order needs its stop");
		}
	}

	/** The open order for matching, with fills of {@code quantityScale} decimals. */
	static RestingOrder of(OpenOrder order, int quantityScale) {
		BigDecimal quantityLeft = order.quantity() == null ? null : order.quantity().subtract(order.filledQuantity());
		BigDecimal amountLeft = order.amount() == null ? null : order.amount().subtract(order.filledAmount());
		return new RestingOrder(order.side(), order.type(), order.timeInForce(), quantityLeft, amountLeft,
				order.limitPrice(), order.stopPrice(), order.stopTriggered(), quantityScale);
	}

	boolean isMoneyOrder() {
		return amountLeft != null;
	}

	/** Whether the order is decided at once against the current quote and never rests. */
	boolean isImmediate() {
		return timeInForce == TimeInForce.ImmediateOrCancel || timeInForce == TimeInForce.FillOrKill;
	}

	boolean hasStop() {
		return type.takesStopPrice();
	}

	boolean hasLimit() {
		return type.takesLimitPrice();
	}
}
