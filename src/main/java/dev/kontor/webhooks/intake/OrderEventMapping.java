package dev.kontor.webhooks.intake;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderCancelRejected;
import dev.kontor.orders.OrderChanged;
import dev.kontor.orders.OrderModifyRejected;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the orders module's events into catalogue events, in the transaction that published them, for the client
 * record the order is of: TradeExecutionReport for every change of an order, TradeOrderCancelReject and
 * TradeOrderModifyReject for a cancellation or modification refused because the order was no longer open.
 */
@Component
@RequiredArgsConstructor
class OrderEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(OrderChanged changed) {
		accept(changed.tenantId(), EventType.TradeExecutionReport, changed.clientId(), changed.clientOrderId());
	}

	@EventListener
	void on(OrderCancelRejected rejected) {
		accept(rejected.tenantId(), EventType.TradeOrderCancelReject, rejected.clientId(), rejected.clientOrderId());
	}

	@EventListener
	void on(OrderModifyRejected rejected) {
		accept(rejected.tenantId(), EventType.TradeOrderModifyReject, rejected.clientId(), rejected.clientOrderId());
	}

	private void accept(TenantId tenantId, EventType type, ClientId clientId, String clientOrderId) {
		intake.acceptOfClient(tenantId.value(), type,
				Map.of("clientId", clientId.toString(), "clientOrderId", clientOrderId), clientId.value());
	}
}
