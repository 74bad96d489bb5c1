package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.util.Objects;

/** What one quote does to one open order, as Kontor's simulated venue decides it. */
sealed interface Decision {

	/** Nothing fills now; {@code stopTriggered} is true when this quote touched the stop for the first time. */
	record Rest(boolean stopTriggered) implements Decision {
	}

	/** A fill of {@code quantity} at {@code price}; {@code then} says what becomes of the rest of the order. */
	record Fill(BigDecimal quantity, BigDecimal price, boolean stopTriggered, Then then) implements Decision {

		public Fill {
			Objects.requireNonNull(quantity, "quantity");
			Objects.requireNonNull(price, "price");
			Objects.requireNonNull(then, "then");
			if (quantity.signum() <= 0) {
				throw new IllegalArgumentException("a fill has a positive quantity");
			}
		}
	}

	/** An immediate order that the current quote cannot fill (at all, or whole for fill-or-kill). */
	record Cancel(String reason) implements Decision {
	}

	/** What becomes of the rest of an order after a fill. */
	enum Then {
		/** It keeps resting (or the order is filled whole, when nothing is left). */
		RESTS,
		/** An immediate-or-cancel order: the rest is cancelled. */
		CANCELS_REST,
		/** A money order whose rest buys less than one unit: the order is done. */
		COMPLETES
	}
}
