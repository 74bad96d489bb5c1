package dev.kontor.shared.memory;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * A decimal as two numbers of a {@link SlotTable.Packing}: its unscaled value and its scale, when the unscaled value
 * has at most 18 digits (prices and volumes do); {@link #of} gives back a decimal equal in value and scale. A null
 * decimal is held as {@link #NONE} in the scale's place.
 */
public final class PackedDecimal {

	/** The scale's place of a null decimal. */
	public static final long NONE = Long.MIN_VALUE;

	private static final int MAX_DIGITS = 18;

	private PackedDecimal() {
	}

	/** Whether the decimal (or null) can be held as two numbers. */
	public static boolean fits(@Nullable BigDecimal value) {
		return value == null || value.precision() <= MAX_DIGITS;
	}

	/** The unscaled value, or 0 for null; for a decimal that {@link #fits}. */
	public static long unscaled(@Nullable BigDecimal value) {
		return value == null ? 0 : value.unscaledValue().longValueExact();
	}

	/** The scale, or {@link #NONE} for null. */
	public static long scale(@Nullable BigDecimal value) {
		return value == null ? NONE : value.scale();
	}

	/** The decimal these two numbers hold, or null. */
	public static @Nullable BigDecimal of(long unscaled, long scale) {
		return scale == NONE ? null : BigDecimal.valueOf(unscaled, (int) scale);
	}
}
