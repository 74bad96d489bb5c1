package dev.kontor.accounts;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * The holding of one instrument (ISIN at a trade provider) on a deposit account: zero quantities where nothing is
 * held; {@code availableQuantity = quantity - reservedQuantity}; {@code averagePrice} null while nothing was bought.
 */
public record PositionSnapshot(DepositAccountId account, String isinCode, TradeProvider provider, BigDecimal quantity,
		BigDecimal reservedQuantity, BigDecimal availableQuantity, @Nullable BigDecimal averagePrice,
		@Nullable String currencyCode) {
}
