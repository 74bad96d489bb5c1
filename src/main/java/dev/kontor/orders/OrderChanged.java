package dev.kontor.orders;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** An order was placed or changed (a fill, a cancellation, a modification, an expiry); published in its transaction. */
public record OrderChanged(TenantId tenantId, ClientId clientId, String clientOrderId, OrderId orderId,
		OrderStatus status) {
}
