package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import dev.kontor.clients.Clients;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.LatestPrices;
import dev.kontor.pricefeed.SimulatedPrices;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's open orders: once the demo tenant is committed (its clients Onboarded, with accounts,
 * cash and positions), each demo client has a Good-till-cancelled limit buy below the market and a limit sell above
 * it, so that a newcomer finds open orders at once; they rest until the simulated prices reach them.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoOrders {

	private static final List<String> CLIENT_KEYS = List.of("demo-erika-mustermann", "demo-jean-dupont",
			"demo-john-doe", "demo-musterfirma");

	/**
	 * An order of a demo instrument at a share of its price: the latest quote's or, before the first quote, the one
	 * the simulator starts from.
	 */
	private record Resting(String clientOrderId, String isinCode, OrderSide side, String quantity,
			String shareOfPrice) {
	}

	private static final List<Resting> ORDERS = List.of(
			new Resting("demo-limit-buy", "DE0007164600", OrderSide.Buy, "2", "0.80"),
			new Resting("demo-limit-sell", "DE0007236101", OrderSide.Sell, "3", "1.25"));

	private final OrderPlacement placement;

	private final Clients clients;

	private final LatestPrices prices;

	@TransactionalEventListener(fallbackExecution = true)
	void on(DemoTenantCreated created) {
		for (String key : CLIENT_KEYS) {
			UUID clientId = clients.idOfKey(new TenantId(created.tenantId()), key)
				.map(ClientId::value)
				.orElseThrow(() -> new IllegalStateException("The demo client record " + key + " is missing"));
			for (Resting order : ORDERS) {
				placement.place(created.tenantId(), created.userId(), clientId, newOrder(order));
			}
		}
	}

	private OrderRequest newOrder(Resting order) {
		BigDecimal price = prices.mid(TradeProvider.ProviderA, order.isinCode())
			.orElseGet(() -> SimulatedPrices.startingMid(order.isinCode()));
		BigDecimal limit = price.multiply(new BigDecimal(order.shareOfPrice())).setScale(2, RoundingMode.HALF_UP);
		return new OrderRequest(order.clientOrderId(), order.isinCode(), TradeProvider.ProviderA,
				new Order.Kind(order.side(), OrderType.Limit, TimeInForce.GoodTillCancelled),
				new Order.Terms(new BigDecimal(order.quantity()), null, limit, null), null, null);
	}
}
