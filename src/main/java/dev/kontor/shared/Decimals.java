package dev.kontor.shared;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * Decimal numbers in the one written form the APIs answer and compare: no trailing zeros and no exponent, so that
 * {@code 1000}, {@code 1000.00} and a {@code NUMERIC(19, 4)} column's {@code 1000.0000} read the same everywhere.
 */
public final class Decimals {

	private Decimals() {
	}

	public static BigDecimal plain(BigDecimal value) {
		if (value.scale() == 0) {
			// a whole number with scale 0 is its own plain form: zeros stripped from it are put back by setScale(0)
			return value;
		}
		BigDecimal stripped = value.stripTrailingZeros();
		return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
	}

	/**
	 * Whether the value, in its plain form (trailing zeros do not count), has at most {@code integerDigits} digits
	 * before the decimal point and {@code fractionDigits} after it: whether a {@code NUMERIC} column of that shape
	 * holds it exactly.
	 */
	public static boolean fits(BigDecimal value, int integerDigits, int fractionDigits) {
		if (value.signum() != 0 && 0 <= fractionDigits && value.scale() <= fractionDigits) {
			// Stripping zeros leaves precision minus scale, the digits before the point, as it is, and keeps the scale
			// at or below this one; so the plain form need not be made. In long, as 1E+2147483647 is a number too.
			return (long) value.precision() - value.scale() <= integerDigits;
		}
		BigDecimal plain = plain(value);
		return plain.scale() <= fractionDigits && plain.precision() - plain.scale() <= integerDigits;
	}

	public static @Nullable BigDecimal plainOrNull(@Nullable BigDecimal value) {
		return value == null ? null : plain(value);
	}
}
