package dev.kontor.aml.parameters;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * An amount or count range of a parameter record, half-open: {@code min} belongs to it, {@code max} does not, and
 * a null {@code max} leaves it open upwards. Half-open ranges can be laid side by side without a gap or a shared
 * value: 0–1000 and 1000–5000 do not overlap, and 1000 falls into the second.
 */
record Range(BigDecimal min, @Nullable BigDecimal max) {

	boolean contains(BigDecimal value) {
		return min.compareTo(value) <= 0 && (max == null || value.compareTo(max) < 0);
	}

	boolean overlaps(Range other) {
		return startsBeforeEndOf(other) && other.startsBeforeEndOf(this);
	}

	private boolean startsBeforeEndOf(Range other) {
		return other.max == null || min.compareTo(other.max) < 0;
	}

	@Override
	public String toString() {
		return "[" + min.toPlainString() + ", " + (max == null ? "open" : max.toPlainString()) + ")";
	}
}
