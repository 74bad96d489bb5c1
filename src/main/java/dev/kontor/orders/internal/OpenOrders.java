package dev.kontor.orders.internal;

import java.util.List;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.OrderBook;
import dev.kontor.orders.RestingOrder;
import dev.kontor.pricefeed.TradeProvider;

/** The open orders of an instrument from the order table, for a venue. */
@Component
class OpenOrders implements OrderBook {

	private final Orders orders;

	OpenOrders(Orders orders) {
		this.orders = orders;
	}

	@Override
	@Transactional(readOnly = true)
	public List<RestingOrder> open(TradeProvider provider, String isinCode) {
		return orders.openOf(provider, isinCode).stream().map(OrderRow::resting).toList();
	}
}
