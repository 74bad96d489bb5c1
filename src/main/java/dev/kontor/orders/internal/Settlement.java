package dev.kontor.orders.internal;

import java.math.BigDecimal;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.ReservationId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderSide;
import dev.kontor.shared.TenantId;

/**
 * Books an execution in the ledger, in the fill's transaction, on the trade date with the value date of its
 * settlement: a buy pays quantity x price + fee from the cash its order reserved and receives the securities at the
 * price; a sell delivers the securities its order reserved and receives quantity x price − fee. When the order is
 * done, whatever its reservations still hold goes back to the available amount and quantity, in the same statements
 * as the booking that settles the reservation. On the order side, beside the reservation it settles, so that no
 * venue carries accounts or reservation ids.
 */
@Component
@RequiredArgsConstructor
class Settlement {

	private final Accounts accounts;

	/** Books {@code execution} of {@code order} (as it was before the fill), which left the order {@code after}. */
	void book(OrderRow order, Executions.ExecutionRow execution, OrderRow after) {
		String reference = "Order " + order.id() + " execution " + execution.id();
		boolean buy = order.kind().side() == OrderSide.Buy;
		boolean done = !after.status().isOpen();
		ExecutionDetails.Figures figures = execution.figures();
		BigDecimal money = buy ? figures.amount().add(figures.fee()).negate()
				: figures.amount().subtract(figures.fee());
		BigDecimal quantity = buy ? figures.quantity() : figures.quantity().negate();
		// an order holds one reservation, cash for a buy and securities for a sell: the booking that settles it
		// releases its rest once the order is done
		@Nullable ReservationId securitiesSettled = buy ? null : order.reserved().securities();
		@Nullable ReservationId cashSettled = buy ? order.reserved().cash() : null;
		Order.Instrument instrument = order.instrument();
		SecurityBooking.Entry delivery = new SecurityBooking.Entry(quantity, figures.price(),
				instrument.currencyCode(), SecurityMovementType.TradeSettlement, reference, execution.valueDate());
		TenantId tenantId = new TenantId(order.tenantId());
		accounts.bookSecurities(tenantId, new SecurityBooking(order.parties().depositAccountId(),
				instrument.isinCode(), instrument.provider(), delivery, securitiesSettled,
				done && securitiesSettled != null));
		CashBooking.Entry payment = new CashBooking.Entry(money, instrument.currencyCode(),
				CashTransactionType.TradeSettlement, reference, execution.valueDate());
		accounts.bookCash(tenantId, new CashBooking(order.parties().internalAccountId(), payment, cashSettled, false,
				done && cashSettled != null));
	}
}
