package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * What one quote does to one open order. Matching answers one of these and the dealer turns it into the
 * {@link dev.kontor.orders.VenueDecision} that the order side applies; keeping the answer a value lets the rules be
 * tested without a database.
 */
sealed interface Decision {

	/**
	 * Nothing fills now and the order keeps resting. {@code stopTriggered} is true when this quote touched the stop
	 * for the first time, so that the order from now on fills as a market or limit order.
	 */
	record Rest(boolean stopTriggered) implements Decision {
	}

	/**
	 * A fill of {@code quantity} at {@code price}; {@code then} says what becomes of whatever is left of the order.
	 */
	record Fill(BigDecimal quantity, BigDecimal price, Then then) implements Decision {

		public Fill {
			Objects.requireNonNull(quantity, "quantity");
			Objects.requireNonNull(price, "price");
			Objects.requireNonNull(then, "then");
			if (quantity.signum() <= 0) {
				throw new IllegalArgumentException("a fill has a positive quantity");
			}
		}
	}

	/** An immediate order that the current quote cannot fill (at all, or whole for fill-or-kill): it is cancelled. */
	record Cancel(String reason) implements Decision {
	}

	/** What becomes of the rest of an order after a fill. */
	enum Then {
		/** It keeps resting (or the order is filled whole, when nothing is left). */
		RESTS,
		/** An immediate-or-cancel order: the rest is cancelled. */
		CANCELS_REST,
		/** A money order whose rest buys or sells less than the smallest quantity: the order is done (Filled). */
		COMPLETES
	}
}
