package dev.kontor.accounts.internal;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * A holding of a deposit account as the API answers it (contract, section 8). {@code lastPrice} is the mid of the
 * price feed's latest quote; it and the figures derived from it are null while the instrument has no quote.
 */
public record PositionView(String isinCode, TradeProvider provider, BigDecimal quantity, BigDecimal reservedQuantity,
		BigDecimal availableQuantity, @Nullable BigDecimal averagePrice, @Nullable BigDecimal lastPrice,
		@Nullable BigDecimal marketValue, @Nullable BigDecimal unrealizedProfitLoss, @Nullable String currencyCode) {
}
