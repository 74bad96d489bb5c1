package dev.kontor.aml.parameters;

import java.math.BigDecimal;

import dev.kontor.shared.Decimals;

/**
 * Amounts in the one written form the records answer, compare and key by: no trailing zeros and no exponent, so
 * that {@code 1000}, {@code 1000.00} and the column's {@code 1000.0000} are the same amount everywhere.
 */
final class Amounts {

	/** NUMERIC(19, 4) of the {@code min_amount} and {@code max_amount} columns. */
	static final int MAX_INTEGER_DIGITS = 15;

	static final int MAX_DECIMALS = 4;

	private Amounts() {
	}

	static boolean fitsTheColumn(BigDecimal amount) {
		return Decimals.fits(amount, MAX_INTEGER_DIGITS, MAX_DECIMALS);
	}
}
