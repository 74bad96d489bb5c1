package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;

/**
 * What the index of resting orders keeps of an order: enough to tell which quotes may fill it, nothing that changes
 * with a fill (the fill re-reads the order).
 */
record IndexedOrder(OrderId id, TradeProvider provider, String isinCode, Order.Kind kind,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, boolean stopTriggered) {

	IndexedOrder {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(provider, "provider");
		Objects.requireNonNull(isinCode, "isinCode");
		Objects.requireNonNull(kind, "kind");
	}

	static IndexedOrder of(OpenOrder order) {
		return new IndexedOrder(order.id(), order.provider(), order.isinCode(), order.kind(),
				order.terms().limitPrice(), order.terms().stopPrice(), order.marks().stopTriggered());
	}

	/**
	 * Whether a quote of this bid and ask may fill the order or touch its stop: the same test as the index's
	 * candidates. A market order may always be filled.
	 */
	boolean mayBeFilledAt(BigDecimal bid, BigDecimal ask) {
		boolean buy = kind.side() == OrderSide.Buy;
		if (waitsForStop()) {
			BigDecimal stop = Objects.requireNonNull(stopPrice);
			return buy ? stop.compareTo(ask) <= 0 : stop.compareTo(bid) >= 0;
		}
		if (kind.orderType().takesLimitPrice()) {
			BigDecimal limit = Objects.requireNonNull(limitPrice);
			return buy ? limit.compareTo(ask) >= 0 : limit.compareTo(bid) <= 0;
		}
		return true;
	}

	/**
	 * Whether the venue decides the order as soon as it is accepted, whatever the quote: a market order, or an
	 * immediate-or-cancel or fill-or-kill one (filled or cancelled at once).
	 */
	boolean decidedOnAcceptance() {
		return kind.orderType() == OrderType.Market || kind.timeInForce() == TimeInForce.ImmediateOrCancel
				|| kind.timeInForce() == TimeInForce.FillOrKill;
	}

	/** A stop order whose stop no quote has touched yet: only its stop price decides whether a quote concerns it. */
	boolean waitsForStop() {
		return kind.orderType().takesStopPrice() && !stopTriggered;
	}
}
