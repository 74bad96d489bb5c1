package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.orders.NewOrder;
import dev.kontor.orders.OrderChange;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Which fields of an order go together: checked without Spring, each problem named by its field. */
class OrderInputTest {

	static Stream<Arguments> malformed() {
		return Stream.of(Arguments.of(OrderType.Market, "1", "1", null, null, "amount"),
				Arguments.of(OrderType.Market, null, null, null, null, "quantity"),
				Arguments.of(OrderType.Market, "1", null, "1", null, "limitPrice"),
				Arguments.of(OrderType.Market, "1", null, null, "1", "stopPrice"),
				Arguments.of(OrderType.Limit, "1", null, null, null, "limitPrice"),
				Arguments.of(OrderType.Limit, "1", null, "1", "1", "stopPrice"),
				Arguments.of(OrderType.Stop, "1", null, null, null, "stopPrice"),
				Arguments.of(OrderType.Stop, "1", null, "1", "1", "limitPrice"),
				Arguments.of(OrderType.StopLimit, "1", null, "1", null, "stopPrice"),
				Arguments.of(OrderType.StopLimit, "1", null, null, "1", "limitPrice"));
	}

	@ParameterizedTest(name = "{0} q={1} a={2} l={3} s={4}: {5}")
	@MethodSource("malformed")
	void refusesFieldsThatDoNotGoTogether(OrderType type, @Nullable String quantity, @Nullable String amount,
			@Nullable String limit, @Nullable String stop, String field) {
		InvalidInput refused = catchThrowableOfType(InvalidInput.class,
				() -> OrderInput.check(order("id", type, quantity, amount, limit, stop)));

		assertThat(refused).isNotNull();
		assertThat(refused.errors()).containsKey(field);
	}

	@Test
	void acceptsEachTypeWithItsPrices() {
		assertThatCode(() -> OrderInput.check(order("a", OrderType.Market, "1", null, null, null)))
			.doesNotThrowAnyException();
		assertThatCode(() -> OrderInput.check(order("b", OrderType.Limit, null, "100", "1", null)))
			.doesNotThrowAnyException();
		assertThatCode(() -> OrderInput.check(order("c", OrderType.Stop, "1", null, null, "1")))
			.doesNotThrowAnyException();
		assertThatCode(() -> OrderInput.check(order("d", OrderType.StopLimit, "1", null, "1", "1")))
			.doesNotThrowAnyException();
	}

	@Test
	void refusesTheClientOrderIdOfTheHistoryPath() {
		InvalidInput refused = catchThrowableOfType(InvalidInput.class,
				() -> OrderInput.check(order("history", OrderType.Market, "1", null, null, null)));

		assertThat(refused.errors()).containsKey("clientOrderId");
	}

	@Test
	void aModificationNeedsAFigureTheOrderTakes() {
		assertThat(errorsOf(new OrderChange(null, null, null), OrderType.Limit, false)).containsKey("quantity");
		assertThat(errorsOf(new OrderChange(BigDecimal.ONE, null, null), OrderType.Market, true))
			.containsKey("quantity");
		assertThat(errorsOf(new OrderChange(null, BigDecimal.ONE, null), OrderType.Stop, false))
			.containsKey("limitPrice");
		assertThat(errorsOf(new OrderChange(null, null, BigDecimal.ONE), OrderType.Limit, false))
			.containsKey("stopPrice");
		assertThatCode(() -> OrderInput.check(new OrderChange(BigDecimal.TEN, BigDecimal.ONE, BigDecimal.ONE),
				OrderType.StopLimit, false)).doesNotThrowAnyException();
	}

	private static java.util.Map<String, java.util.List<String>> errorsOf(OrderChange change, OrderType type,
			boolean money) {
		return catchThrowableOfType(InvalidInput.class, () -> OrderInput.check(change, type, money)).errors();
	}

	private static OrderRequest order(String id, OrderType type, @Nullable String quantity, @Nullable String amount,
			@Nullable String limit, @Nullable String stop) {
		return OrderRequest.of(new NewOrder(id, "DE0007164600", null, OrderSide.Buy, type, number(quantity),
				number(amount), number(limit), number(stop), TimeInForce.Day, null, null));
	}

	private static @Nullable BigDecimal number(@Nullable String value) {
		return value == null ? null : new BigDecimal(value);
	}
}
