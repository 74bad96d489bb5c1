package dev.kontor.orders.internal;

import java.math.BigDecimal;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.ReservationId;
import dev.kontor.orders.OrderSide;
import dev.kontor.shared.TenantId;

/**
 * An order's reservations in the ledger, in the caller's transaction: a buy reserves cash of its internal account,
 * a sell a quantity of its position (no short selling: the ledger refuses more than is available, 422).
 */
@Component
@RequiredArgsConstructor
class OrderReservations {

	private final Accounts accounts;

	/** Reserves what an order of these figures holds: {@code cashAmount} for a buy, {@code quantity} for a sell. */
	OrderRow.Reserved reserve(OrderRow order, BigDecimal cashAmount, BigDecimal quantity) {
		String reference = "Order " + order.parties().clientOrderId();
		TenantId tenantId = new TenantId(order.tenantId());
		if (order.kind().side() == OrderSide.Buy) {
			ReservationId id = accounts.reserveCash(tenantId, order.parties().internalAccountId(), cashAmount,
					order.instrument().currencyCode(), reference);
			return new OrderRow.Reserved(cashAmount, BigDecimal.ZERO, id, null);
		}
		ReservationId id = accounts.reserveSecurities(tenantId, order.parties().depositAccountId(),
				order.instrument().isinCode(), order.instrument().provider(), quantity, reference);
		return new OrderRow.Reserved(BigDecimal.ZERO, quantity, null, id);
	}

	/** Gives back whatever the order holds reserved. */
	void release(OrderRow order) {
		TenantId tenantId = new TenantId(order.tenantId());
		if (order.reserved().cash() != null) {
			accounts.releaseCash(tenantId, order.reserved().cash());
		}
		if (order.reserved().securities() != null) {
			accounts.releaseSecurities(tenantId, order.reserved().securities());
		}
	}
}
