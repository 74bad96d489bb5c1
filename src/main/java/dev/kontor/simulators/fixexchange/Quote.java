package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * The latest quote of an instrument as the price feed answers it, reduced to what filling needs. A volume that is
 * {@code null} was not given by the provider and limits nothing.
 */
record Quote(Instant dateTime, BigDecimal bid, BigDecimal ask, @Nullable BigDecimal bidVolume,
		@Nullable BigDecimal askVolume) {

	Quote {
		Objects.requireNonNull(dateTime, "dateTime");
		Objects.requireNonNull(bid, "bid");
		Objects.requireNonNull(ask, "ask");
	}
}
