package dev.kontor.orders.internal;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OrderSide;
import dev.kontor.pricefeed.OrderLimits;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.RuleViolation;

/**
 * The tenant's order support flags and limits applied to one order (docs/decisions.md, "Orders: the order API"):
 * each refusal is a 422 naming the field it concerns and, in its message, the flag or limit it broke.
 */
final class SupportRules {

	private SupportRules() {
	}

	/**
	 * @param quantity the order's quantity, null for a money order
	 * @param amount the money order's amount, null for a quantity order
	 * @param value what the order is worth at the price it is reserved at (the amount for a money order)
	 */
	static void check(OrderSupportRules rules, OrderSide side, @Nullable BigDecimal quantity,
			@Nullable BigDecimal amount, BigDecimal value) {
		if (!rules.permissions().tradeAllowed()) {
			throw new RuleViolation("isinCode", "may not be traded by the tenant's clients (tradeAllowed is false)");
		}
		if (rules.permissions().sellAllowedOnly() && side == OrderSide.Buy) {
			throw new RuleViolation("side", "must be Sell: the instrument may only be sold (sellAllowedOnly)");
		}
		if (amount != null) {
			money(rules, side, amount);
		}
		if (quantity != null) {
			fractional(rules, quantity, value);
			block(rules, quantity, value);
		}
	}

	private static void money(OrderSupportRules rules, OrderSide side, BigDecimal amount) {
		if (!rules.permissions().moneyOrdersAllowed()) {
			throw new RuleViolation("amount", "money orders of the instrument are not allowed (moneyOrdersAllowed "
					+ "is false); send a quantity");
		}
		if (side == OrderSide.Sell) {
			throw new RuleViolation("amount", "money orders are buys only; sell a quantity");
		}
		if (below(amount, rules.limits().fractionalOrderMinAmount())) {
			throw new RuleViolation("amount", "is below fractionalOrderMinAmount "
					+ Decimals.plain(rules.limits().fractionalOrderMinAmount()));
		}
	}

	private static void fractional(OrderSupportRules rules, BigDecimal quantity, BigDecimal value) {
		if (Decimals.plain(quantity).scale() <= 0) {
			return;
		}
		if (!rules.permissions().fractionalOrdersAllowed()) {
			throw new RuleViolation("quantity", "must be a whole number: fractional orders of the instrument are not "
					+ "allowed (fractionalOrdersAllowed is false)");
		}
		if (below(quantity, rules.limits().fractionalOrderMinQuantity())) {
			throw new RuleViolation("quantity", "is below fractionalOrderMinQuantity "
					+ Decimals.plain(rules.limits().fractionalOrderMinQuantity()));
		}
		if (below(value, rules.limits().fractionalOrderMinAmount())) {
			throw new RuleViolation("quantity", "is worth " + Decimals.plain(value) + ", below "
					+ "fractionalOrderMinAmount " + Decimals.plain(rules.limits().fractionalOrderMinAmount()));
		}
	}

	/**
	 * A block order is one that reaches {@code blockOrderMinQuantity} or {@code blockOrderMinAmount}; it needs
	 * {@code blockOrdersAllowed}. No order is larger than {@code maxQuantityPerOrderBlock}.
	 */
	private static void block(OrderSupportRules rules, BigDecimal quantity, BigDecimal value) {
		OrderLimits limits = rules.limits();
		boolean block = reaches(quantity, limits.blockOrderMinQuantity())
				|| reaches(value, limits.blockOrderMinAmount());
		if (block && !rules.permissions().blockOrdersAllowed()) {
			throw new RuleViolation("quantity", "makes a block order (at least blockOrderMinQuantity or "
					+ "blockOrderMinAmount), and block orders of the instrument are not allowed (blockOrdersAllowed "
					+ "is false)");
		}
		BigDecimal max = limits.maxQuantityPerOrderBlock();
		if (max != null && max.signum() > 0 && quantity.compareTo(max) > 0) {
			throw new RuleViolation("quantity", "exceeds maxQuantityPerOrderBlock " + Decimals.plain(max));
		}
	}

	private static boolean below(BigDecimal value, @Nullable BigDecimal minimum) {
		return minimum != null && value.compareTo(minimum) < 0;
	}

	private static boolean reaches(BigDecimal value, @Nullable BigDecimal minimum) {
		return minimum != null && minimum.signum() > 0 && value.compareTo(minimum) >= 0;
	}
}
