package dev.kontor.pricefeed.instruments;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.pricefeed.TradeProvider;

/**
 * An instrument as the operator or a provider connector upserts it: document 2's instrument without {@code id}
 * (the platform's, ignored when sent). {@code provider} defaults to ProviderA; absent settlement settings keep
 * the stored ones (on a new instrument: 2 working days on the value date); {@code existsAtMasterData} defaults to
 * false, {@code tradeable} to true. {@link InstrumentRules} checks the codes.
 */
public record InstrumentDefinition(@NotNull String isinCode, @Nullable TradeProvider provider,
		@NotBlank @Size(max = 200) String name, @Nullable @Size(max = 100) String homeMarket,
		@Nullable @Size(max = 100) String market, @Nullable @Size(max = 30) String shortCode,
		@Nullable String currency, @Nullable @Size(max = 100) String country, @Nullable String mic,
		@NotNull SecurityType type, @Nullable String alpha3CountryCode, @Nullable Boolean existsAtMasterData,
		@Nullable @Min(0) @Max(InstrumentRules.MAX_SETTLEMENT_DAYS) Integer settlementDays,
		@Nullable SettlementFor settlementFor, @Nullable SettlementDaysType settlementDaysType,
		@Nullable @Size(max = 100) String key, @Nullable Boolean tradeable) {

	public InstrumentDefinition {
		provider = provider == null ? TradeProvider.DEFAULT : provider;
		existsAtMasterData = Boolean.TRUE.equals(existsAtMasterData);
		tradeable = !Boolean.FALSE.equals(tradeable);
	}
}
