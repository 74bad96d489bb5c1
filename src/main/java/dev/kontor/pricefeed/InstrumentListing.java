package dev.kontor.pricefeed;

import org.jspecify.annotations.Nullable;

/** Where and as what an instrument is listed: its markets, short code, currency, country and security type. */
public record InstrumentListing(@Nullable String homeMarket, @Nullable String market, @Nullable String shortCode,
		@Nullable String currency, @Nullable String country, @Nullable String mic, SecurityType type,
		@Nullable String alpha3CountryCode) {
}
