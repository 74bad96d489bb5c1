package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

import dev.kontor.shared.Decimals;

/**
 * The prices a quote may have to fill orders: within {@code percent} of the reference price on either side, bounds
 * included, as exchanges bound prices before they interrupt trading. Pure, so that it is tested without a venue.
 */
record PriceBand(BigDecimal reference, BigDecimal lower, BigDecimal upper) {

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	PriceBand {
		Objects.requireNonNull(reference, "reference");
		if (reference.signum() <= 0) {
			throw new IllegalArgumentException("a reference price is above 0");
		}
	}

	static PriceBand around(BigDecimal reference, BigDecimal percent) {
		BigDecimal width = reference.multiply(percent).divide(HUNDRED);
		return new PriceBand(reference, Decimals.plain(reference.subtract(width)),
				Decimals.plain(reference.add(width)));
	}

	/** The mid price of a quote, the reference price it leaves once it is accepted. */
	static BigDecimal mid(BigDecimal bid, BigDecimal ask) {
		return Decimals.plain(bid.add(ask).divide(BigDecimal.TWO, Math.max(bid.scale(), ask.scale()) + 1,
				RoundingMode.HALF_EVEN));
	}

	boolean contains(BigDecimal price) {
		return price.compareTo(lower) >= 0 && price.compareTo(upper) <= 0;
	}

	/** Whether both sides of the quote lie in the band: a buy fills at the ask, a sale at the bid. */
	boolean admits(BigDecimal bid, BigDecimal ask) {
		return contains(bid) && contains(ask);
	}
}
