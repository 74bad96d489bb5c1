package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.orders.OrderSide;
import dev.kontor.pricefeed.OrderLimits;
import dev.kontor.pricefeed.OrderPermissions;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.shared.RuleViolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The order support rules without Spring: each refusal names its field and its flag or limit. */
class SupportRulesTest {

	private static final OrderSupportRules PLAIN = OrderSupportRules.PLAIN;

	private static OrderSupportRules rules(boolean fractional, boolean money, boolean block, @Nullable String fracMinQty,
			@Nullable String fracMinAmount, @Nullable String blockMinQty, @Nullable String blockMinAmount,
			@Nullable String maxQty) {
		return new OrderSupportRules(new OrderPermissions(true, false, fractional, money, block),
				new OrderLimits(number(fracMinQty), number(fracMinAmount), number(blockMinQty), number(blockMinAmount),
						number(maxQty)));
	}

	static Stream<Arguments> refusals() {
		return Stream.of(
				Arguments.of(
						new OrderSupportRules(new OrderPermissions(false, false, false, false, false), OrderLimits.NONE),
						OrderSide.Sell, "1", null, "10", "isinCode", "tradeAllowed"),
				Arguments.of(
						new OrderSupportRules(new OrderPermissions(true, true, false, false, false), OrderLimits.NONE),
						OrderSide.Buy, "1", null, "10", "side", "sellAllowedOnly"),
				Arguments.of(PLAIN, OrderSide.Buy, "1.5", null, "15", "quantity", "fractionalOrdersAllowed"),
				Arguments.of(PLAIN, OrderSide.Buy, null, "100", "100", "amount", "moneyOrdersAllowed"),
				Arguments.of(rules(true, true, false, null, null, null, null, null), OrderSide.Sell, null, "100", "100",
						"amount", "buys only"),
				Arguments.of(rules(true, true, false, null, "5", null, null, null), OrderSide.Buy, null, "4.99",
						"4.99", "amount", "fractionalOrderMinAmount"),
				Arguments.of(rules(true, false, false, "0.1", null, null, null, null), OrderSide.Buy, "0.09", null,
						"9", "quantity", "fractionalOrderMinQuantity"),
				Arguments.of(rules(true, false, false, null, "10", null, null, null), OrderSide.Buy, "0.5", null,
						"9.99", "quantity", "fractionalOrderMinAmount"),
				Arguments.of(rules(false, false, false, null, null, "100", null, null), OrderSide.Buy, "100", null,
						"1", "quantity", "blockOrdersAllowed"),
				Arguments.of(rules(false, false, false, null, null, null, "50000", null), OrderSide.Sell, "10", null,
						"50000", "quantity", "blockOrdersAllowed"),
				Arguments.of(rules(false, false, true, null, null, "100", null, "1000"), OrderSide.Buy, "1001", null,
						"1", "quantity", "maxQuantityPerOrderBlock"));
	}

	@ParameterizedTest(name = "{5}: {6}")
	@MethodSource("refusals")
	void refusesNamingTheFieldAndTheRule(OrderSupportRules rules, OrderSide side, @Nullable String quantity,
			@Nullable String amount, String value, String field, String rule) {
		RuleViolation refused = catchThrowableOfType(RuleViolation.class,
				() -> SupportRules.check(rules, side, number(quantity), number(amount), new BigDecimal(value)));

		assertThat(refused).isNotNull();
		assertThat(refused.errors()).containsOnlyKeys(field);
		assertThat(refused.errors().get(field).getFirst()).contains(rule);
	}

	@Test
	void acceptsOrdersWithinTheLimits() {
		assertThatCode(() -> SupportRules.check(PLAIN, OrderSide.Buy, new BigDecimal("10.000"), null,
				new BigDecimal("1000"))).doesNotThrowAnyException();
		assertThatCode(() -> SupportRules.check(rules(true, true, false, "0.1", "5", null, null, null), OrderSide.Buy,
				new BigDecimal("0.1"), null, new BigDecimal("5"))).doesNotThrowAnyException();
		assertThatCode(() -> SupportRules.check(rules(true, true, false, null, "5", null, null, null), OrderSide.Buy,
				null, new BigDecimal("5"), new BigDecimal("5"))).doesNotThrowAnyException();
		assertThatCode(() -> SupportRules.check(rules(false, false, true, null, null, "100", null, "1000"),
				OrderSide.Buy, new BigDecimal("1000"), null, new BigDecimal("1"))).doesNotThrowAnyException();
		assertThatCode(() -> SupportRules.check(rules(false, false, false, null, null, "100", "50000", null),
				OrderSide.Buy, new BigDecimal("99"), null, new BigDecimal("49999.99"))).doesNotThrowAnyException();
	}

	private static @Nullable BigDecimal number(@Nullable String value) {
		return value == null ? null : new BigDecimal(value);
	}
}
