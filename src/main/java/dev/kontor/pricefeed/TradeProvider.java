package dev.kontor.pricefeed;

/**
 * The trade providers of document 2 (parameters {@code provider} and {@code tradeProvider}); instruments and quotes
 * of different providers never mix. The default where a request names none is {@link #ProviderA}.
 */
public enum TradeProvider {

	ProviderA, ProviderB;

	public static final TradeProvider DEFAULT = ProviderA;
}
