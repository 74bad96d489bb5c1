package dev.kontor.orders;

import org.jspecify.annotations.Nullable;

/**
 * What a venue decided about one open order, for the order side to apply under the order's lock: it rests, it is
 * executed, or it is closed. A value rather than calls, so that the venue decides on the order as locked and the
 * order side changes the order, books the execution and publishes the events in that one transaction.
 */
public sealed interface VenueDecision {

	/**
	 * Nothing fills now and the order keeps resting. {@code stopTriggered} is true when a quote touched the stop for
	 * the first time, so that the order from now on fills as a market or limit order.
	 */
	record Rest(boolean stopTriggered) implements VenueDecision {
	}

	/** A fill; {@code rest}, when given, closes what is left of the order after it (unless the fill completed it). */
	record Execute(Fill fill, @Nullable Close rest) implements VenueDecision {
	}

	/**
	 * The order ends: Cancelled, Expired, Rejected (with the reason) or Filled (a money order with executions whose
	 * rest buys less than one unit).
	 */
	record Close(OrderStatus status, String reason) implements VenueDecision {

		public Close {
			if (status.isOpen()) {
				throw new IllegalArgumentException("An order is closed as Filled, Expired, Cancelled or Rejected, not "
						+ status);
			}
		}
	}
}
