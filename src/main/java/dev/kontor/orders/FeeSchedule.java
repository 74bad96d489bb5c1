package dev.kontor.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;

import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * An order fee: {@code fixedAmount} plus {@code percent} of the order value, at least {@code minimum}, in the
 * order's currency, rounded up to the cent. The defaults are the platform's ({@code kontor.orders.fees.*}).
 */
public record FeeSchedule(
		@DefaultValue("1") @NotNull @PositiveOrZero @Digits(integer = 13, fraction = 2) BigDecimal fixedAmount,
		@DefaultValue("0.1") @NotNull @PositiveOrZero @DecimalMax("100")
		@Digits(integer = 3, fraction = 6) BigDecimal percent,
		@DefaultValue("2") @NotNull @PositiveOrZero @Digits(integer = 13, fraction = 2) BigDecimal minimum) {

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	public BigDecimal feeOf(BigDecimal orderValue) {
		BigDecimal fee = fixedAmount.add(orderValue.multiply(percent).divide(HUNDRED));
		return fee.max(minimum).setScale(2, RoundingMode.CEILING);
	}
}
