package dev.kontor.simulators.fixexchange;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * A NewOrderSingle as the simulator takes it: Kontor's order id ({@code ClOrdID}), the instrument ({@code Symbol},
 * {@code SecurityID} and {@code ExDestination}), {@code Side} ('1' buy, '2' sell), type, time in force, terms and
 * currency.
 */
record NewOrder(String clOrdId, Instrument instrument, String symbol, char side, OrderType type,
		TimeInForce timeInForce, Terms terms, @Nullable String currency) {

	NewOrder {
		Objects.requireNonNull(clOrdId, "clOrdId");
		Objects.requireNonNull(instrument, "instrument");
		Objects.requireNonNull(symbol, "symbol");
		Objects.requireNonNull(type, "type");
		Objects.requireNonNull(timeInForce, "timeInForce");
		Objects.requireNonNull(terms, "terms");
	}
}
