package dev.kontor.orders;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A cancellation was requested of an order that is no longer open; the order stays as it was. */
public record OrderCancelRejected(TenantId tenantId, ClientId clientId, String clientOrderId, OrderStatus status) {
}
