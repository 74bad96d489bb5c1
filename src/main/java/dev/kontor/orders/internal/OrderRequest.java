package dev.kontor.orders.internal;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.NewOrder;
import dev.kontor.orders.Order;
import dev.kontor.pricefeed.TradeProvider;

/**
 * A request to place an order in its parts: the caller's id for it, the instrument, how it trades, its figures, and
 * the accounts named (null: the client record's defaults). The provider is kept as sent, since a default left out
 * and one sent make different requests.
 */
public record OrderRequest(String clientOrderId, String isinCode, @Nullable TradeProvider provider, Order.Kind kind,
		Order.Terms terms, @Nullable UUID internalAccountId, @Nullable UUID depositAccountId) {

	/** The request a place body describes. */
	public static OrderRequest of(NewOrder body) {
		return new OrderRequest(body.clientOrderId(), body.isinCode(), body.provider(),
				new Order.Kind(body.side(), body.orderType(), body.timeInForce()),
				new Order.Terms(body.quantity(), body.amount(), body.limitPrice(), body.stopPrice()),
				body.internalAccountId(), body.depositAccountId());
	}

	TradeProvider providerOrDefault() {
		return provider == null ? TradeProvider.DEFAULT : provider;
	}
}
