package dev.kontor.shared.memory;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * A decimal as two numbers of a {@link SlotTable.Packing}, side by side: its unscaled value and its scale, when the
 * unscaled value has at most 18 digits (prices and volumes do); {@link #get} gives back a decimal equal in value and
 * scale. A null decimal is held as {@link #NONE} in the scale's place.
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

	/** Writes the decimal (or null), which {@link #fits}, into {@code longs[at]} and {@code longs[at + 1]}. */
	public static void put(long[] longs, int at, @Nullable BigDecimal value) {
		longs[at] = value == null ? 0 : value.unscaledValue().longValueExact();
		longs[at + 1] = value == null ? NONE : value.scale();
	}

	/** The decimal that {@code longs[at]} and {@code longs[at + 1]} hold, or null. */
	public static @Nullable BigDecimal get(long[] longs, int at) {
		return longs[at + 1] == NONE ? null : BigDecimal.valueOf(longs[at], (int) longs[at + 1]);
	}
}
