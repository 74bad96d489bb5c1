package dev.kontor.pricefeed;

import org.jspecify.annotations.Nullable;

/**
 * An instrument of one trade provider, in the shape of document 2. {@code id} is the platform's id (a UUID kept
 * across upserts), {@code key} the provider's own key as the operator sent it. {@code tradeable} is an addition:
 * whether the instrument belongs to the list of tradeable instruments.
 */
public record Instrument(String id, String isinCode, TradeProvider provider, String name,
		@Nullable String homeMarket, @Nullable String market, @Nullable String shortCode, @Nullable String currency,
		@Nullable String country, @Nullable String mic, SecurityType type, @Nullable String alpha3CountryCode,
		boolean existsAtMasterData, int settlementDays, SettlementFor settlementFor,
		SettlementDaysType settlementDaysType, @Nullable String key, boolean tradeable) {
}
