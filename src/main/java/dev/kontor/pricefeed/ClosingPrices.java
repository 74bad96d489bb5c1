package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Map;

/**
 * The end-of-day prices of instruments, for the parts that value holdings as of a past day (loss threshold reports):
 * the closing mid price of each instrument on a UTC date, as the end-of-day price route answers it.
 */
public interface ClosingPrices {

	/** The close of each of {@code isinCodes} at the provider on {@code date}; an instrument without one is absent. */
	Map<String, BigDecimal> closes(TradeProvider provider, LocalDate date, Collection<String> isinCodes);
}
