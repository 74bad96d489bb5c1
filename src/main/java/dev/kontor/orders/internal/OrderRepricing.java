package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderSide;

/**
 * The reservation of a modified order: the tenant's support rules checked again for the new figures, the old
 * reservation released and one for what then remains taken, in the caller's transaction.
 */
@Component
@RequiredArgsConstructor
class OrderRepricing {

	private final OrderMarket market;

	private final OrderPricing pricing;

	private final OrderReservations reservations;

	OrderRow reprice(OrderRow order, @Nullable BigDecimal quantity, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice, Instant at) {
		BigDecimal remaining = quantity == null ? null : quantity.subtract(order.progress().filledQuantity());
		BigDecimal amount = order.terms().amount();
		BigDecimal remainingAmount = amount == null ? null : amount.subtract(order.progress().filledAmount());
		Order.Instrument instrument = order.instrument();
		OrderPricing.Figures figures = pricing.of(order.tenantId(), instrument.provider(), instrument.isinCode(),
				order.kind().side(), order.kind().orderType(), remaining, remainingAmount, limitPrice, stopPrice);
		OrderMarket.Tradable tradable = market.of(order.tenantId(), instrument.provider(), instrument.isinCode());
		SupportRules.check(tradable.rules(), order.kind().side(), quantity, order.terms().amount(), figures.value());
		reservations.release(order);
		BigDecimal securities = order.kind().side() == OrderSide.Sell && remaining != null ? remaining : BigDecimal.ZERO;
		OrderRow.Reserved reserved = reservations.reserve(order, figures.cashToReserve(), securities);
		return order.modified(quantity, limitPrice, stopPrice, reserved, at);
	}

	void release(OrderRow order) {
		reservations.release(order);
	}
}
