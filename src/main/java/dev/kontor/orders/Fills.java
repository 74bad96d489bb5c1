package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * What a venue does to orders: fills them and closes them. Kept apart from placing and reading orders, so that a
 * simulated venue and a broker connection change orders through the same few calls. Each call joins the caller's
 * transaction (or opens one), locks the order row and publishes {@link OrderChanged}.
 */
public interface Fills {

	/**
	 * Records an execution of an open order: the filled quantity, the average price and the status move on
	 * (PartiallyFilled, or Filled when nothing remains). A {@link dev.kontor.shared.Conflict} when the order is no
	 * longer open or {@code quantity} exceeds what remains. The fee is {@link Fees#of} the execution's amount.
	 */
	Fill apply(UUID tenantId, OrderId order, BigDecimal quantity, BigDecimal price, String venue, Instant at,
			LocalDate valueDate);

	/**
	 * Ends an open order with a final status (Expired, Cancelled or Rejected, with a reason for Rejected; Filled for a
	 * money order with executions whose rest buys less than one unit) and releases what it still holds reserved;
	 * nothing happens to an order no longer open.
	 */
	void close(UUID tenantId, OrderId order, OrderStatus status, String reason);
}
