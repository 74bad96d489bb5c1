package dev.kontor.pricefeed;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The flags and limits of one order support item of document 2 that decide whether an order is accepted, without
 * the item's descriptive fields; written flat, the flags first.
 */
public record OrderSupportRules(@JsonUnwrapped OrderPermissions permissions, @JsonUnwrapped OrderLimits limits) {

	/** What an instrument without an item allows: whole quantities, buys and sells, no money or block orders. */
	public static final OrderSupportRules PLAIN = new OrderSupportRules(
			new OrderPermissions(true, false, false, false, false), OrderLimits.NONE);
}
