package dev.kontor.pricefeed.ordersupport;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

/** An order support item of document 2: how one tenant may order one instrument of one provider. */
public record OrderSupportItem(UUID tenantId, TradeProvider provider, String isinCode, @Nullable String shortCode,
		String instrumentName, SecurityType instrumentType, boolean fractionalOrdersAllowed,
		boolean moneyOrdersAllowed, boolean blockOrdersAllowed, boolean sellAllowedOnly, boolean tradeAllowed,
		@Nullable BigDecimal fractionalOrderMinQuantity, @Nullable BigDecimal fractionalOrderMinAmount,
		@Nullable BigDecimal blockOrderMinQuantity, @Nullable BigDecimal blockOrderMinAmount,
		@Nullable BigDecimal maxQuantityPerOrderBlock, @Nullable BigDecimal peaMaxQuantity, Instant createdDate,
		Instant updatedDate, String createdUserId, String updatedUserId) {
}
