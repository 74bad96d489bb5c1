package dev.kontor.orders;

import java.util.UUID;

/** A cancellation was requested of an order that is no longer open; the order stays as it was. */
public record OrderCancelRejected(UUID tenantId, UUID clientId, String clientOrderId, OrderStatus status) {
}
