package dev.kontor.pricefeed;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * The flags and limits of one order support item of document 2 that decide whether an order is accepted, without
 * the item's descriptive fields.
 */
public record OrderSupportRules(boolean tradeAllowed, boolean sellAllowedOnly, boolean fractionalOrdersAllowed,
		boolean moneyOrdersAllowed, boolean blockOrdersAllowed, @Nullable BigDecimal fractionalOrderMinQuantity,
		@Nullable BigDecimal fractionalOrderMinAmount, @Nullable BigDecimal blockOrderMinQuantity,
		@Nullable BigDecimal blockOrderMinAmount, @Nullable BigDecimal maxQuantityPerOrderBlock) {

	/** What an instrument without an item allows: whole quantities, buys and sells, no money or block orders. */
	public static final OrderSupportRules PLAIN = new OrderSupportRules(true, false, false, false, false, null, null,
			null, null, null);
}
