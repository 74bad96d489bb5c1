package dev.kontor.orders;

import java.time.Instant;
import java.util.UUID;

/**
 * The venue confirmed at the end of a trading session the executions an order had in it (the catalogue's
 * TradeCaptureReport); once per order and session.
 */
public record TradeCaptured(UUID tenantId, UUID clientId, String clientOrderId, OrderId orderId, Instant sessionEnd) {
}
