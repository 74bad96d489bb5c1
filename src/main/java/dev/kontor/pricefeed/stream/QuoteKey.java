package dev.kontor.pricefeed.stream;

import dev.kontor.pricefeed.TradeProvider;

/** An instrument of a trade provider, as subscriptions name it. */
record QuoteKey(TradeProvider provider, String isinCode) {
}
