package dev.kontor.pricefeed;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * The sizes that decide what kind of order an order is and whether it may be placed: the least fractional order,
 * where a block order begins, and the largest order; null where there is no such limit.
 */
public record OrderLimits(@Nullable BigDecimal fractionalOrderMinQuantity,
		@Nullable BigDecimal fractionalOrderMinAmount, @Nullable BigDecimal blockOrderMinQuantity,
		@Nullable BigDecimal blockOrderMinAmount, @Nullable BigDecimal maxQuantityPerOrderBlock) {

	/** No limit at all. */
	public static final OrderLimits NONE = new OrderLimits(null, null, null, null, null);
}
