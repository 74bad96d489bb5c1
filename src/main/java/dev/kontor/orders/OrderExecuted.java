package dev.kontor.orders;

import java.util.UUID;

/** An order was (partly) executed and the execution's statement can be read; published in the fill's transaction. */
public record OrderExecuted(UUID tenantId, UUID clientId, String clientOrderId, OrderId orderId,
		ExecutionId executionId) {
}
