package dev.kontor.orders;

import java.time.Instant;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The venue confirmed at the end of a trading session the executions an order had in it (the catalogue's
 * TradeCaptureReport); once per order and session.
 */
public record TradeCaptured(TenantId tenantId, ClientId clientId, String clientOrderId, OrderId orderId,
		Instant sessionEnd) {
}
