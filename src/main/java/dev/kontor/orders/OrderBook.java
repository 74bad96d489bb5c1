package dev.kontor.orders;

import java.util.List;

import dev.kontor.pricefeed.TradeProvider;

/**
 * What a venue reads of the orders it works: the open orders of an instrument, of every tenant. Kept apart from the
 * API's reads, which are always of one client record, and from {@link Fills}, which changes orders.
 */
public interface OrderBook {

	/** The open orders (New, PartiallyFilled) of the instrument at the provider, oldest first. */
	List<RestingOrder> open(TradeProvider provider, String isinCode);
}
