package dev.kontor.orders.internal;

import java.math.BigDecimal;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.CashLedger;
import dev.kontor.accounts.ReservationId;
import dev.kontor.accounts.SecuritiesLedger;
import dev.kontor.orders.OrderSide;

/**
 * An order's reservations in the ledger, in the caller's transaction: a buy reserves cash of its internal account,
 * a sell a quantity of its position (no short selling: the ledger refuses more than is available, 422).
 */
@Component
class OrderReservations {

	private final CashLedger cash;

	private final SecuritiesLedger securities;

	OrderReservations(CashLedger cash, SecuritiesLedger securities) {
		this.cash = cash;
		this.securities = securities;
	}

	/** Reserves what an order of these figures holds: {@code cashAmount} for a buy, {@code quantity} for a sell. */
	OrderRow.Reserved reserve(OrderRow order, BigDecimal cashAmount, BigDecimal quantity) {
		String reference = "Order " + order.parties().clientOrderId();
		if (order.kind().side() == OrderSide.Buy) {
			ReservationId id = cash.reserve(order.tenantId(), order.parties().internalAccountId(), cashAmount,
					order.instrument().currencyCode(), reference);
			return new OrderRow.Reserved(cashAmount, BigDecimal.ZERO, id, null);
		}
		ReservationId id = securities.reserve(order.tenantId(), order.parties().depositAccountId(),
				order.instrument().isinCode(), order.instrument().provider(), quantity, reference);
		return new OrderRow.Reserved(BigDecimal.ZERO, quantity, null, id);
	}

	/** Gives back whatever the order holds reserved. */
	void release(OrderRow order) {
		if (order.reserved().cash() != null) {
			cash.release(order.tenantId(), order.reserved().cash());
		}
		if (order.reserved().securities() != null) {
			securities.release(order.tenantId(), order.reserved().securities());
		}
	}
}
