package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * What an order asks for and may change by a replace: a quantity ({@code OrderQty}) or, for a money order, an amount
 * ({@code CashOrderQty}), exactly one of them, and the limit ({@code Price}) and stop ({@code StopPx}) its type
 * takes.
 */
record Terms(@Nullable BigDecimal quantity, @Nullable BigDecimal cash, @Nullable BigDecimal limitPrice,
		@Nullable BigDecimal stopPrice) {

	/** Why an order of the type cannot have these terms; null when it can. */
	@Nullable String problemFor(OrderType type) {
		if ((quantity == null) == (cash == null)) {
			return "exactly one of OrderQty and CashOrderQty";
		}
		if ((quantity != null && quantity.signum() <= 0) || (cash != null && cash.signum() <= 0)) {
			return "the quantity must be positive";
		}
		if (type.takesLimit() && (limitPrice == null || limitPrice.signum() <= 0)) {
			return "a limit order needs its Price";
		}
		if (type.takesStop() && (stopPrice == null || stopPrice.signum() <= 0)) {
			return "a stop order needs its StopPx";
		}
		return null;
	}
}
