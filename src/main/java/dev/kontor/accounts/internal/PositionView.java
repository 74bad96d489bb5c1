package dev.kontor.accounts.internal;

import java.math.BigDecimal;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * A holding of a deposit account as the API answers it (contract, section 8): the instrument, the quantities held
 * and their valuation, written flat. {@code lastPrice} is the mid of the price feed's latest quote; it and the
 * figures derived from it are null while the instrument has no quote.
 */
public record PositionView(String isinCode, TradeProvider provider, @JsonUnwrapped Quantities quantities,
		@JsonUnwrapped Valuation valuation, @Nullable String currencyCode) {

	/** What is held, what open sell orders reserve of it, and what is left to sell. */
	public record Quantities(BigDecimal quantity, BigDecimal reservedQuantity, BigDecimal availableQuantity) {
	}

	/** The average price paid, the latest price, and the market value and unrealized profit or loss at it. */
	public record Valuation(@Nullable BigDecimal averagePrice, @Nullable BigDecimal lastPrice,
			@Nullable BigDecimal marketValue, @Nullable BigDecimal unrealizedProfitLoss) {
	}
}
