package dev.kontor.webhooks.intake;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderExecuted;
import dev.kontor.orders.TradeCaptured;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the venue's events into catalogue events, in the transaction of the fill or the confirmation, for the client
 * record the order is of: TradeExecutionStatement per execution (its statement can be read), TradeCaptureReport
 * per order and trading session once the venue confirmed its executions at the session's end.
 */
@Component
@RequiredArgsConstructor
class VenueEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(OrderExecuted executed) {
		intake.acceptOfClient(executed.tenantId().value(), EventType.TradeExecutionStatement,
				Map.of("clientId", executed.clientId().toString(), "clientOrderId", executed.clientOrderId(),
						"executionId", executed.executionId().toString()),
				executed.clientId().value());
	}

	@EventListener
	void on(TradeCaptured captured) {
		intake.acceptOfClient(captured.tenantId().value(), EventType.TradeCaptureReport,
				Map.of("clientId", captured.clientId().toString(), "clientOrderId", captured.clientOrderId()),
				captured.clientId().value());
	}
}
