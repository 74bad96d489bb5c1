package dev.kontor.pricefeed.ordersupport;

import java.time.Instant;

/** When and by whom an order support item was created and last changed; the platform sets these. */
public record OrderSupportAudit(Instant createdDate, Instant updatedDate, String createdUserId,
		String updatedUserId) {
}
