package dev.kontor.pricefeed.ordersupport;

import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.TradeProvider;

/** The order support items as the orders module reads them: the flags and limits only. */
@Component
@RequiredArgsConstructor
class OrderSupportLookup implements OrderSupport {

	private final OrderSupportStore store;

	@Override
	public Optional<OrderSupportRules> find(UUID tenantId, TradeProvider provider, String isinCode) {
		return store.find(tenantId, provider, isinCode)
			.map(OrderSupportItem::rules);
	}
}
