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
		Needs needs = needs(order, quantity, limitPrice, stopPrice);
		reservations.release(order);
		OrderRow.Reserved reserved = reservations.reserve(order, needs.cash(), needs.securities());
		return order.modified(quantity, limitPrice, stopPrice, reserved, at);
	}

	/**
	 * The order, its terms unchanged, holding what both its terms and the ones asked for need, while a venue decides
	 * on a modification: the reservation grows when the new terms need more, and stays as it is otherwise.
	 */
	OrderRow coverAlso(OrderRow order, @Nullable BigDecimal quantity, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice, Instant at) {
		Needs needs = needs(order, quantity, limitPrice, stopPrice);
		OrderRow.Reserved held = order.reserved();
		if (needs.cash().compareTo(held.amount()) <= 0 && needs.securities().compareTo(held.quantity()) <= 0) {
			return order;
		}
		reservations.release(order);
		return order.withReserved(reservations.reserve(order, needs.cash().max(held.amount()),
				needs.securities().max(held.quantity())));
	}

	/** What an order of these terms holds reserved for what remains of it. */
	private record Needs(BigDecimal cash, BigDecimal securities) {
	}

	/** The tenant's support rules checked for the terms, and what the order then needs reserved. */
	private Needs needs(OrderRow order, @Nullable BigDecimal quantity, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice) {
		BigDecimal remaining = quantity == null ? null : quantity.subtract(order.progress().filledQuantity());
		BigDecimal amount = order.terms().amount();
		BigDecimal remainingAmount = amount == null ? null : amount.subtract(order.progress().filledAmount());
		Order.Instrument instrument = order.instrument();
		OrderPricing.Figures figures = pricing.of(order.tenantId(), instrument.provider(), instrument.isinCode(),
				order.kind().side(), order.kind().orderType(), remaining, remainingAmount, limitPrice, stopPrice);
		OrderMarket.Tradable tradable = market.of(order.tenantId(), instrument.provider(), instrument.isinCode());
		SupportRules.check(tradable.rules(), order.kind().side(), quantity, order.terms().amount(), figures.value());
		BigDecimal securities = order.kind().side() == OrderSide.Sell && remaining != null ? remaining : BigDecimal.ZERO;
		BigDecimal cash = order.kind().side() == OrderSide.Buy ? figures.cashToReserve() : BigDecimal.ZERO;
		return new Needs(cash, securities);
	}

	void release(OrderRow order) {
		reservations.release(order);
	}
}
