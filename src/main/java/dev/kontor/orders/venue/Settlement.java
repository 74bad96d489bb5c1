package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashLedger;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.ReservationId;
import dev.kontor.accounts.SecuritiesLedger;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.orders.Fill;
import dev.kontor.orders.OrderSide;
import dev.kontor.pricefeed.TradeProvider;

/**
 * Books an execution in the ledger, in the fill's transaction, on the trade date with the value date of its
 * settlement: a buy pays quantity x price + fee from the cash its order reserved and receives the securities at the
 * price; a sell delivers the securities its order reserved and receives quantity x price − fee. When the order is
 * done, whatever its reservations still hold goes back to the available amount and quantity, in the same statements
 * as the booking that settles the reservation.
 */
@Component
class Settlement {

	private final CashLedger cash;

	private final SecuritiesLedger securities;

	Settlement(CashLedger cash, SecuritiesLedger securities) {
		this.cash = cash;
		this.securities = securities;
	}

	void book(UUID tenantId, TradeProvider provider, Fill fill) {
		String reference = "Order " + fill.orderId() + " execution " + fill.executionId();
		boolean buy = fill.side() == OrderSide.Buy;
		boolean done = !fill.orderStatus().isOpen();
		BigDecimal money = buy ? fill.amount().add(fill.fee()).negate() : fill.amount().subtract(fill.fee());
		BigDecimal quantity = buy ? fill.quantity() : fill.quantity().negate();
		// an order holds one reservation, cash for a buy and securities for a sell: the booking that settles it
		// releases its rest once the order is done
		@Nullable ReservationId securitiesSettled = buy ? null : fill.securityReservation();
		@Nullable ReservationId cashSettled = buy ? fill.cashReservation() : null;
		securities.book(tenantId, new SecurityBooking(new DepositAccountId(fill.depositAccountId()),
				fill.isinCode(), provider, quantity, fill.price(), fill.currencyCode(),
				SecurityMovementType.TradeSettlement, reference, fill.valueDate(), securitiesSettled,
				done && securitiesSettled != null));
		cash.book(tenantId, new CashBooking(new InternalAccountId(fill.internalAccountId()), money,
				fill.currencyCode(), CashTransactionType.TradeSettlement, reference, fill.valueDate(), cashSettled,
				false, done && cashSettled != null));
	}
}
