package dev.kontor.orders;

import java.math.BigDecimal;
import java.util.UUID;

import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * The body that places an order (contract section 8). Exactly one of {@code quantity} and {@code amount} (a money
 * order); {@code limitPrice} for Limit and StopLimit, {@code stopPrice} for Stop and StopLimit, neither otherwise;
 * {@code provider} defaults to ProviderA, the accounts to the client record's defaults. Quantities and prices have up
 * to 13 integer digits and 6 decimals, amounts 2 decimals, as the ledger keeps them. Read flat, as sent; the
 * placement takes the request it describes in its parts.
 */
public record NewOrder(
		@NotNull @Pattern(regexp = "[A-Za-z0-9._-]{1,36}",
				message = "must be 1 to 36 of the characters A-Z, a-z, 0-9, '.', '_' and '-'") String clientOrderId,
		@NotNull String isinCode, @Nullable TradeProvider provider, @NotNull OrderSide side,
		@NotNull OrderType orderType,
		@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal quantity,
		@Nullable @Positive @Digits(integer = 13, fraction = 2) BigDecimal amount,
		@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal limitPrice,
		@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal stopPrice,
		@NotNull TimeInForce timeInForce, @Nullable UUID internalAccountId, @Nullable UUID depositAccountId) {
}
