package dev.kontor.payments;

import java.math.BigDecimal;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** Money to collect under a mandate: a SEPA amount, in euro cents at most, up to 999,999,999.99. */
public record NewDirectDebit(
		@NotNull @DecimalMin(value = "0", inclusive = false) @DecimalMax("999999999.99") @Digits(integer = 9,
				fraction = 2) BigDecimal amount,
		@NotNull @Pattern(regexp = "[A-Z]{3}", message = "must be an ISO 4217 currency code") String currencyCode) {
}
