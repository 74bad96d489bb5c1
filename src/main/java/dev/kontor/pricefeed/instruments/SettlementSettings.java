package dev.kontor.pricefeed.instruments;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.pricefeed.TradeProvider;

/** The body of "Update instrument settlement settings" (document 2); {@code tradeProvider} defaults to ProviderA. */
public record SettlementSettings(@NotNull String isin, @Nullable TradeProvider tradeProvider,
		@NotNull @Min(0) @Max(InstrumentRules.MAX_SETTLEMENT_DAYS) Integer settlementDays,
		@NotNull SettlementFor settlementFor, @NotNull SettlementDaysType settlementDaysType) {

	public SettlementSettings {
		tradeProvider = tradeProvider == null ? TradeProvider.DEFAULT : tradeProvider;
	}
}
