package dev.kontor.orders;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** An order was (partly) executed and the execution's statement can be read; published in the fill's transaction. */
public record OrderExecuted(TenantId tenantId, ClientId clientId, String clientOrderId, OrderId orderId,
		ExecutionId executionId) {
}
