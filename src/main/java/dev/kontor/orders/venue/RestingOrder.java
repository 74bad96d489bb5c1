package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;

/**
 * What matching needs of an open order: its terms and what is left of it. A quantity order has
 * {@code quantityLeft}, a money order {@code amountLeft} (the money not yet spent or received); exactly one is
 * given. {@code quantityScale} is the number of decimals a fill may have: 0 unless the tenant allows fractional
 * orders of the instrument. {@code stopTriggered} says that an earlier quote touched the stop.
 */
record RestingOrder(Order.Kind kind, @Nullable BigDecimal quantityLeft, @Nullable BigDecimal amountLeft,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, boolean stopTriggered, int quantityScale) {

	RestingOrder {
		OrderType type = Objects.requireNonNull(kind, "kind").orderType();
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
		Order.Terms terms = order.terms();
		BigDecimal quantityLeft = terms.quantity() == null ? null
				: terms.quantity().subtract(order.filled().quantity());
		BigDecimal amountLeft = terms.amount() == null ? null : terms.amount().subtract(order.filled().amount());
		return new RestingOrder(order.kind(), quantityLeft, amountLeft, terms.limitPrice(), terms.stopPrice(),
				order.marks().stopTriggered(), quantityScale);
	}

	boolean isMoneyOrder() {
		return amountLeft != null;
	}

	/** Whether the order is decided at once against the current quote and never rests. */
	boolean isImmediate() {
		return kind.timeInForce() == TimeInForce.ImmediateOrCancel || kind.timeInForce() == TimeInForce.FillOrKill;
	}

	boolean hasStop() {
		return kind.orderType().takesStopPrice();
	}

	boolean hasLimit() {
		return kind.orderType().takesLimitPrice();
	}
}
