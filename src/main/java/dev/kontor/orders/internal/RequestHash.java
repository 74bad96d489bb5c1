package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.Order;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Sha256;

/**
 * The fingerprint of a place request, to tell a repeat of it (the same clientOrderId and body: the same order) from
 * another order under a used clientOrderId (409). Numbers count by value ({@code 10} = {@code 10.00}), a default
 * left out differs from one sent: the body as sent decides.
 */
final class RequestHash {

	private RequestHash() {
	}

	static String of(OrderRequest order) {
		Order.Kind kind = order.kind();
		Order.Terms terms = order.terms();
		String canonical = Stream.of(order.clientOrderId(), order.isinCode(), order.provider(), kind.side(),
				kind.orderType(), number(terms.quantity()), number(terms.amount()), number(terms.limitPrice()),
				number(terms.stopPrice()), kind.timeInForce(), order.internalAccountId(), order.depositAccountId())
			.map(value -> value == null ? "" : value.toString())
			.collect(Collectors.joining("|"));
		return Sha256.hex(canonical);
	}

	private static @Nullable String number(@Nullable BigDecimal value) {
		return value == null ? null : Objects.toString(Decimals.plain(value));
	}
}
