package dev.kontor.pricefeed.instruments;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

/** Which instruments a list shows: one provider's, of one type or all, all or only the tradeable ones. */
public record InstrumentFilter(TradeProvider provider, @Nullable SecurityType type, boolean tradeableOnly) {
}
