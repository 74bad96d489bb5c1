package dev.kontor.orders;

import java.util.UUID;

/** An order was placed or changed (a fill, a cancellation, a modification, an expiry); published in its transaction. */
public record OrderChanged(UUID tenantId, UUID clientId, String clientOrderId, OrderId orderId, OrderStatus status) {
}
