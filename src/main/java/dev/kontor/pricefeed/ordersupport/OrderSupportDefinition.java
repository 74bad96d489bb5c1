package dev.kontor.pricefeed.ordersupport;

import java.math.BigDecimal;
import java.util.UUID;

import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * An order support item as the operator upserts it, identified by (tenantId, provider, isinCode): {@code tenantId}
 * defaults to the caller's tenant and {@code provider} to ProviderA; the instrument must exist at that provider,
 * and its short code, name and type are answered from it. {@code tradeAllowed} defaults to true, the other flags to
 * false; quantities and amounts are at least 0, with up to 13 integer digits and 6 decimals.
 */
public record OrderSupportDefinition(@Nullable UUID tenantId, @Nullable TradeProvider provider,
		@NotNull String isinCode, @Nullable Boolean fractionalOrdersAllowed, @Nullable Boolean moneyOrdersAllowed,
		@Nullable Boolean blockOrdersAllowed, @Nullable Boolean sellAllowedOnly, @Nullable Boolean tradeAllowed,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal fractionalOrderMinQuantity,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal fractionalOrderMinAmount,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal blockOrderMinQuantity,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal blockOrderMinAmount,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal maxQuantityPerOrderBlock,
		@Nullable @DecimalMin("0") @Digits(integer = 13, fraction = 6) BigDecimal peaMaxQuantity) {

	public OrderSupportDefinition {
		provider = provider == null ? TradeProvider.DEFAULT : provider;
		fractionalOrdersAllowed = Boolean.TRUE.equals(fractionalOrdersAllowed);
		moneyOrdersAllowed = Boolean.TRUE.equals(moneyOrdersAllowed);
		blockOrdersAllowed = Boolean.TRUE.equals(blockOrdersAllowed);
		sellAllowedOnly = Boolean.TRUE.equals(sellAllowedOnly);
		tradeAllowed = !Boolean.FALSE.equals(tradeAllowed);
	}
}
