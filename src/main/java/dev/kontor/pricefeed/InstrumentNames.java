package dev.kontor.pricefeed;

import java.util.HashMap;
import java.util.Map;

/**
 * The names of instruments for one document, each read from the catalogue once however many lines name it; an
 * instrument the catalogue does not hold has an empty name. Not for sharing between threads.
 */
public final class InstrumentNames {

	private final InstrumentCatalogue catalogue;

	private final Map<String, String> known = new HashMap<>();

	public InstrumentNames(InstrumentCatalogue catalogue) {
		this.catalogue = catalogue;
	}

	public String of(TradeProvider provider, String isinCode) {
		return known.computeIfAbsent(provider + "/" + isinCode,
				key -> catalogue.find(provider, isinCode).map(Instrument::name).orElse(""));
	}
}
