package dev.kontor.pricefeed;

import java.util.Optional;

/**
 * The latest quotes of instruments, for the modules that act on prices (order execution). New quotes are also
 * announced as they arrive: see {@link QuotesStored}.
 */
public interface LiveQuotes {

	/** The latest quote this instance knows of, taken in here or stored by another instance; empty before any. */
	Optional<LiveQuote> latest(TradeProvider provider, String isinCode);
}
