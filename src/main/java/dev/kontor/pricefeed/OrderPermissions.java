package dev.kontor.pricefeed;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Which orders of an instrument a tenant's clients may place: any at all, only sells, and whether fractional, money
 * and block orders are among them. Written in the document's order, the kinds of order first.
 */
@JsonPropertyOrder({ "fractionalOrdersAllowed", "moneyOrdersAllowed", "blockOrdersAllowed", "sellAllowedOnly",
		"tradeAllowed" })
public record OrderPermissions(boolean tradeAllowed, boolean sellAllowedOnly, boolean fractionalOrdersAllowed,
		boolean moneyOrdersAllowed, boolean blockOrdersAllowed) {
}
