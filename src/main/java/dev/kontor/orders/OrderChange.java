package dev.kontor.orders;

import java.math.BigDecimal;

import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.Positive;
import org.jspecify.annotations.Nullable;

/**
 * A requested modification of an open order: the figures sent replace the order's, those left out stay. A quantity
 * only for a quantity order, a limit or stop price only for the order types that take one.
 */
public record OrderChange(@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal quantity,
		@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal limitPrice,
		@Nullable @Positive @Digits(integer = 13, fraction = 6) BigDecimal stopPrice) {
}
