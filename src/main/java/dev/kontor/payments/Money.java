package dev.kontor.payments;

import java.math.BigDecimal;

import dev.kontor.shared.Decimals;

/** An amount in a currency, as a deposit, a withdrawal or a payment moves it; the amount in its plain form. */
public record Money(BigDecimal amount, String currencyCode) {

	public Money {
		amount = Decimals.plain(amount);
	}
}
