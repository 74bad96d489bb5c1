package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.util.Optional;

/** The latest price of an instrument, for the parts that value holdings: the mid of its latest quote. */
public interface LatestPrices {

	/** (bid + ask) / 2 of the instrument's latest quote at the provider; empty while it has none. */
	Optional<BigDecimal> mid(TradeProvider provider, String isinCode);
}
