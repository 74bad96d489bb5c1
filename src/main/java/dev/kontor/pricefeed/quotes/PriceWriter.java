package dev.kontor.pricefeed.quotes;

import java.util.EnumSet;
import java.util.Set;

import dev.kontor.pricefeed.TradeProvider;

/**
 * Who writes quotes, and of which trade providers: the operator and its in-process simulator write every provider's,
 * a price connector those it was registered for. Prices are shared by every tenant, so no tenant's own client is
 * ever one of these.
 *
 * @param name how the log and a refusal name the writer (its OAuth client id)
 */
public record PriceWriter(String name, Set<TradeProvider> providers) {

	public PriceWriter {
		providers = Set.copyOf(providers);
	}

	/** A writer of every provider's quotes. */
	public static PriceWriter ofEvery(String name) {
		return new PriceWriter(name, EnumSet.allOf(TradeProvider.class));
	}

	public boolean writes(TradeProvider provider) {
		return providers.contains(provider);
	}
}
