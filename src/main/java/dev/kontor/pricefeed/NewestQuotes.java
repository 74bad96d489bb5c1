package dev.kontor.pricefeed;

import java.util.Optional;

/**
 * The newest quote stored of an instrument, by any instance, read from the store: for a fill, which must not take a
 * quote older than one another instance stored a moment ago (its announcement may not have arrived yet).
 */
public interface NewestQuotes {

	/** Empty before any quote of the instrument. */
	Optional<LiveQuote> newestStored(TradeProvider provider, String isinCode);
}
