package dev.kontor.pricefeed;

/**
 * Which orders of an instrument a tenant's clients may place: any at all, only sells, and whether fractional, money
 * and block orders are among them.
 */
public record OrderPermissions(boolean tradeAllowed, boolean sellAllowedOnly, boolean fractionalOrdersAllowed,
		boolean moneyOrdersAllowed, boolean blockOrdersAllowed) {
}
