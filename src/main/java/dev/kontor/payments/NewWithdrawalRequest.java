package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.UUID;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * A withdrawal to request: the integrator names it ({@code initiatorWithdrawalRequestId}, unique per internal
 * account), the amount is a SEPA amount, the bank account the client's active reference account.
 */
public record NewWithdrawalRequest(@NotNull UUID initiatorWithdrawalRequestId,
		@NotNull @DecimalMin(value = "0", inclusive = false) @DecimalMax("999999999.99") @Digits(integer = 9,
				fraction = 2) BigDecimal amount,
		@NotNull @Pattern(regexp = "[A-Z]{3}", message = "must be an ISO 4217 currency code") String currencyCode,
		@NotNull UUID bankAccountId) {
}
