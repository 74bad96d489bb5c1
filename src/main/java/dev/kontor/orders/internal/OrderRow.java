package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.ReservationId;
import dev.kontor.orders.Execution;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderChanged;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;

/** An order as stored: the placed figures, where it stands, the reservations it holds and its row version. */
record OrderRow(OrderId id, UUID tenantId, UUID clientId, String clientOrderId, String requestHash, String isinCode,
		TradeProvider provider, OrderSide side, OrderType orderType, @Nullable BigDecimal quantity,
		@Nullable BigDecimal amount, @Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice,
		TimeInForce timeInForce, UUID internalAccountId, UUID depositAccountId, String currencyCode,
		OrderStatus status, @Nullable String rejectReason, BigDecimal filledQuantity, BigDecimal filledAmount,
		@Nullable BigDecimal averagePrice, Reserved reserved, @Nullable Instant sessionEnd, int version,
		UUID createdUserId, Instant createdDate, Instant updatedDate) {

	/** What an order holds reserved: cash for a buy, securities for a sell; zero and no id once released. */
	record Reserved(BigDecimal amount, BigDecimal quantity, @Nullable ReservationId cash,
			@Nullable ReservationId securities) {

		static final Reserved NOTHING = new Reserved(BigDecimal.ZERO, BigDecimal.ZERO, null, null);
	}

	/** What remains to be filled; null for a money order, whose quantity the fills decide. */
	@Nullable BigDecimal remainingQuantity() {
		return quantity == null ? null : quantity.subtract(filledQuantity);
	}

	OrderRow closed(OrderStatus to, @Nullable String reason, Instant at) {
		return new OrderRow(id, tenantId, clientId, clientOrderId, requestHash, isinCode, provider, side, orderType,
				quantity, amount, limitPrice, stopPrice, timeInForce, internalAccountId, depositAccountId,
				currencyCode, to, reason, filledQuantity, filledAmount, averagePrice, Reserved.NOTHING, sessionEnd,
				version, createdUserId, createdDate, at);
	}

	OrderRow modified(@Nullable BigDecimal newQuantity, @Nullable BigDecimal newLimit, @Nullable BigDecimal newStop,
			Reserved nowReserved, Instant at) {
		return new OrderRow(id, tenantId, clientId, clientOrderId, requestHash, isinCode, provider, side, orderType,
				newQuantity, amount, newLimit, newStop, timeInForce, internalAccountId, depositAccountId, currencyCode,
				status, rejectReason, filledQuantity, filledAmount, averagePrice, nowReserved, sessionEnd, version,
				createdUserId, createdDate, at);
	}

	/**
	 * This order after a fill of {@code quantity} at {@code price} worth {@code value} charged {@code fee}: a buy's
	 * reservation holds what the settlement did not take of it (value and fee), a sell's the quantity not delivered;
	 * a filled order holds nothing (the settlement releases the rest).
	 */
	OrderRow filled(BigDecimal quantity, BigDecimal price, BigDecimal value, BigDecimal fee, Instant at) {
		BigDecimal totalQuantity = filledQuantity.add(quantity);
		BigDecimal totalAmount = filledAmount.add(value);
		BigDecimal average = totalAmount.divide(totalQuantity, 6, RoundingMode.HALF_EVEN);
		boolean complete = this.quantity != null ? totalQuantity.compareTo(this.quantity) >= 0
				: amount != null && totalAmount.compareTo(amount) >= 0;
		OrderStatus next = complete ? OrderStatus.Filled : OrderStatus.PartiallyFilled;
		return new OrderRow(id, tenantId, clientId, clientOrderId, requestHash, isinCode, provider, side, orderType,
				this.quantity, amount, limitPrice, stopPrice, timeInForce, internalAccountId, depositAccountId,
				currencyCode, next, rejectReason, totalQuantity, totalAmount, average,
				complete ? Reserved.NOTHING : reservedAfter(quantity, value.add(fee)), sessionEnd, version,
				createdUserId, createdDate, at);
	}

	private Reserved reservedAfter(BigDecimal quantity, BigDecimal money) {
		return side == OrderSide.Buy
				? new Reserved(reserved.amount().subtract(money).max(BigDecimal.ZERO), reserved.quantity(),
						reserved.cash(), reserved.securities())
				: new Reserved(reserved.amount(), reserved.quantity().subtract(quantity).max(BigDecimal.ZERO),
						reserved.cash(), reserved.securities());
	}

	OrderRow withReserved(Reserved nowReserved) {
		return new OrderRow(id, tenantId, clientId, clientOrderId, requestHash, isinCode, provider, side, orderType,
				quantity, amount, limitPrice, stopPrice, timeInForce, internalAccountId, depositAccountId, currencyCode,
				status, rejectReason, filledQuantity, filledAmount, averagePrice, nowReserved, sessionEnd, version,
				createdUserId, createdDate, updatedDate);
	}

	/** This order as {@link Orders#update} left it in the table: one version on. */
	OrderRow written() {
		return new OrderRow(id, tenantId, clientId, clientOrderId, requestHash, isinCode, provider, side, orderType,
				quantity, amount, limitPrice, stopPrice, timeInForce, internalAccountId, depositAccountId, currencyCode,
				status, rejectReason, filledQuantity, filledAmount, averagePrice, reserved, sessionEnd, version + 1,
				createdUserId, createdDate, updatedDate);
	}

	OrderChanged changed() {
		return new OrderChanged(tenantId, clientId, clientOrderId, id, status);
	}

	Order view(List<Execution> executions) {
		BigDecimal remaining = remainingQuantity();
		return new Order(id.value(), tenantId, clientId, clientOrderId, isinCode, provider, side, orderType,
				Decimals.plainOrNull(quantity), Decimals.plainOrNull(amount), Decimals.plainOrNull(limitPrice),
				Decimals.plainOrNull(stopPrice), timeInForce, internalAccountId, depositAccountId, currencyCode, status,
				rejectReason, Decimals.plain(filledQuantity), remaining == null ? null : Decimals.plain(remaining),
				Decimals.plainOrNull(averagePrice), Decimals.plain(reserved.amount()),
				Decimals.plain(reserved.quantity()), createdDate, updatedDate, executions);
	}
}
