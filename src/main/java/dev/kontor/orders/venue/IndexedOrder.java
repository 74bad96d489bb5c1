package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.pricefeed.TradeProvider;

/**
 * What the index of resting orders keeps of an order: enough to tell which quotes may fill it, nothing that changes
 * with a fill (the fill re-reads the order).
 */
record IndexedOrder(OrderId id, TradeProvider provider, String isinCode, OrderSide side, OrderType type,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, boolean stopTriggered) {

	IndexedOrder {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(provider, "provider");
		Objects.requireNonNull(isinCode, "isinCode");
		Objects.requireNonNull(side, "side");
		Objects.requireNonNull(type, "type");
	}

	/** The same order once a quote touched its stop (or filled it, which a stop order needs a touch for). */
	IndexedOrder stopTouched() {
		return new IndexedOrder(id, provider, isinCode, side, type, limitPrice, stopPrice, type.takesStopPrice());
	}

	/** A stop order whose stop no quote has touched yet: only its stop price decides whether a quote concerns it. */
	boolean waitsForStop() {
		return type.takesStopPrice() && !stopTriggered;
	}
}
