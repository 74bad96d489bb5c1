package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderSide;
import dev.kontor.shared.RuleViolation;

/**
 * The rules of placing that depend on the market and the tenant, and the reservation they lead to, for a new order
 * and for new figures of an open one alike: a tradeable instrument in the account's currency, the tenant's order
 * support rules for the order's value, then the reservation, all in the caller's transaction.
 */
@Component
class OrderAcceptance {

	private final OrderMarket market;

	private final OrderPricing pricing;

	private final OrderReservations reservations;

	OrderAcceptance(OrderMarket market, OrderPricing pricing, OrderReservations reservations) {
		this.market = market;
		this.pricing = pricing;
		this.reservations = reservations;
	}

	/** The order as placed: checked, reserved, and with the end of its session if it is a Day order. */
	OrderRow accept(OrderRow draft) {
		OrderMarket.Tradable tradable = market.of(draft.tenantId(), draft.provider(), draft.isinCode());
		if (!tradable.currencyCode().equals(draft.currencyCode())) {
			throw new RuleViolation("internalAccountId", "must be an account in the instrument's currency "
					+ tradable.currencyCode() + "; this one is in " + draft.currencyCode());
		}
		OrderPricing.Figures figures = pricing.of(draft.tenantId(), draft.provider(), draft.isinCode(), draft.side(),
				draft.orderType(), draft.quantity(), draft.amount(), draft.limitPrice(), draft.stopPrice());
		SupportRules.check(tradable.rules(), draft.side(), draft.quantity(), draft.amount(), figures.value());
		BigDecimal quantity = draft.quantity() == null ? BigDecimal.ZERO : draft.quantity();
		return draft.placed(reservations.reserve(draft, figures.cashToReserve(), quantity),
				market.sessionEnd(tradable, draft.timeInForce(), draft.createdDate()));
	}

	/**
	 * The order with new figures: the support rules checked again, the old reservation released and one for what
	 * then remains taken; a refusal leaves the transaction to roll back, so either both happen or neither.
	 */
	OrderRow reprice(OrderRow order, @Nullable BigDecimal quantity, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice, Instant at) {
		BigDecimal remaining = quantity == null ? null : quantity.subtract(order.filledQuantity());
		BigDecimal remainingAmount = order.amount() == null ? null : order.amount().subtract(order.filledAmount());
		OrderPricing.Figures figures = pricing.of(order.tenantId(), order.provider(), order.isinCode(), order.side(),
				order.orderType(), remaining, remainingAmount, limitPrice, stopPrice);
		OrderMarket.Tradable tradable = market.of(order.tenantId(), order.provider(), order.isinCode());
		SupportRules.check(tradable.rules(), order.side(), quantity, order.amount(), figures.value());
		reservations.release(order);
		BigDecimal securities = order.side() == OrderSide.Sell && remaining != null ? remaining : BigDecimal.ZERO;
		OrderRow.Reserved reserved = reservations.reserve(order, figures.cashToReserve(), securities);
		return order.modified(quantity, limitPrice, stopPrice, reserved, at);
	}

	/** Gives back what the order holds reserved. */
	void release(OrderRow order) {
		reservations.release(order);
	}
}
