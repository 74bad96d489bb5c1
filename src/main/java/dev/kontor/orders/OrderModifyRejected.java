package dev.kontor.orders;

import java.util.UUID;

/** A modification was requested of an order that is no longer open; the order stays as it was. */
public record OrderModifyRejected(UUID tenantId, UUID clientId, String clientOrderId, OrderStatus status) {
}
