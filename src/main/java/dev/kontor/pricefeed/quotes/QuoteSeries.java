package dev.kontor.pricefeed.quotes;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

/** An instrument of one provider as quotes refer to it: its small integer key and its security type. */
public record QuoteSeries(int id, TradeProvider provider, String isinCode, SecurityType type) {
}
