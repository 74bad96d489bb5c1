package dev.kontor.pricefeed;

import java.util.Optional;

/**
 * The instruments of the trade providers, for the parts that refer to them (quotes, order support): an instrument
 * is identified by its provider and ISIN, and one provider's instrument is never found under another.
 */
public interface InstrumentCatalogue {

	Optional<Instrument> find(TradeProvider provider, String isinCode);
}
