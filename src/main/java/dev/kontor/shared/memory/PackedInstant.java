package dev.kontor.shared.memory;

import java.time.Instant;

/** An instant as two numbers side by side, its epoch second and its nanosecond, compared without making it again. */
public final class PackedInstant {

	private PackedInstant() {
	}

	/** Writes the instant into {@code longs[at]} and {@code longs[at + 1]}. */
	public static void put(long[] longs, int at, Instant instant) {
		longs[at] = instant.getEpochSecond();
		longs[at + 1] = instant.getNano();
	}

	/** The instant that {@code longs[at]} and {@code longs[at + 1]} hold. */
	public static Instant get(long[] longs, int at) {
		return Instant.ofEpochSecond(longs[at], longs[at + 1]);
	}

	/** Whether {@code time} is after the instant that {@code longs[at]} and {@code longs[at + 1]} hold. */
	public static boolean isAfter(Instant time, long[] longs, int at) {
		return time.getEpochSecond() > longs[at]
				|| time.getEpochSecond() == longs[at] && time.getNano() > longs[at + 1];
	}
}
