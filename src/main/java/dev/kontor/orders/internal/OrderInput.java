package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderChange;
import dev.kontor.orders.OrderType;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;

/**
 * The checks of a body that no valid request fails, beyond its annotations: which fields go together. Each problem
 * is named by its field (400); the rules that depend on the tenant, the client and the market are in
 * {@link SupportRules} and the placement.
 */
final class OrderInput {

	/** The one clientOrderId whose path {@code …/order/history} names the history, not an order. */
	static final String RESERVED_ID = "history";

	private final Map<String, List<String>> problems = new LinkedHashMap<>();

	private OrderInput() {
	}

	static void check(OrderRequest order) {
		Order.Terms terms = order.terms();
		OrderInput input = new OrderInput();
		if (RESERVED_ID.equals(order.clientOrderId())) {
			input.add("clientOrderId", "must not be '" + RESERVED_ID + "', the path of the order history");
		}
		if (!Isins.isValid(order.isinCode())) {
			input.add("isinCode", Isins.MESSAGE);
		}
		if (terms.quantity() != null && terms.amount() != null) {
			input.add("amount", "must not be sent with quantity: send exactly one of them");
		}
		if (terms.quantity() == null && terms.amount() == null) {
			input.add("quantity", "quantity or amount (a money order) is required");
		}
		input.prices(order.kind().orderType(), terms.limitPrice(), terms.stopPrice());
		input.throwIfAny("The order is malformed");
	}

	/** The checks of a modification of an order of this type, money order or not. */
	static void check(OrderChange change, OrderType type, boolean moneyOrder) {
		OrderInput input = new OrderInput();
		if (change.quantity() == null && change.limitPrice() == null && change.stopPrice() == null) {
			input.add("quantity", "quantity, limitPrice or stopPrice is required");
		}
		if (change.quantity() != null && moneyOrder) {
			input.add("quantity", "must not be sent for a money order, whose amount stays as placed");
		}
		if (change.limitPrice() != null && !type.takesLimitPrice()) {
			input.add("limitPrice", "must not be sent for a " + type + " order");
		}
		if (change.stopPrice() != null && !type.takesStopPrice()) {
			input.add("stopPrice", "must not be sent for a " + type + " order");
		}
		input.throwIfAny("The modification is malformed");
	}

	private void prices(OrderType type, @Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice) {
		if (type.takesLimitPrice() && limitPrice == null) {
			add("limitPrice", "is required for a " + type + " order");
		}
		if (!type.takesLimitPrice() && limitPrice != null) {
			add("limitPrice", "must not be sent for a " + type + " order");
		}
		if (type.takesStopPrice() && stopPrice == null) {
			add("stopPrice", "is required for a " + type + " order");
		}
		if (!type.takesStopPrice() && stopPrice != null) {
			add("stopPrice", "must not be sent for a " + type + " order");
		}
	}

	private void add(String field, String message) {
		problems.computeIfAbsent(field, f -> new ArrayList<>()).add(message);
	}

	private void throwIfAny(String message) {
		if (!problems.isEmpty()) {
			throw new InvalidInput(message, problems);
		}
	}
}
