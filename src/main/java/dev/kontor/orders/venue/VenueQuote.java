package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * The quote the simulated venue fills against: the price feed's quote reduced to what matching needs. A volume that
 * is {@code null} was not given by the provider and limits nothing (the feed's quotes mostly carry none).
 */
record VenueQuote(Instant dateTime, BigDecimal bid, BigDecimal ask, @Nullable BigDecimal bidVolume,
		@Nullable BigDecimal askVolume) {

	VenueQuote {
		Objects.requireNonNull(dateTime, "dateTime");
		Objects.requireNonNull(bid, "bid");
		Objects.requireNonNull(ask, "ask");
	}
}
