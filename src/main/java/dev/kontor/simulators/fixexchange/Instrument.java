package dev.kontor.simulators.fixexchange;

/**
 * An instrument as an order names it: the price feed provider (the order's ExDestination) and the ISIN. Quotes and
 * calendars are read per instrument.
 */
record Instrument(String provider, String isinCode) {

	/** The provider an order means when its ExDestination names none, as the price feed's default. */
	static final String DEFAULT_PROVIDER = "ProviderA";
}
