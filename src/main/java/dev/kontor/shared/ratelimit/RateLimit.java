package dev.kontor.shared.ratelimit;

import java.time.Duration;

import io.github.bucket4j.Bandwidth;

/**
 * At most {@code calls} calls every {@code period}, counted per caller under {@code name}: the whole allowance comes
 * back at once when a period ends (not a sliding window), see docs/decisions.md "Price feed: rate limits".
 *
 * @param name what the limit counts, unique among the platform's limits; part of the bucket key
 */
public record RateLimit(String name, long calls, Duration period) {

	public RateLimit {
		if (name.isBlank()) {
			throw new IllegalArgumentException("A rate limit needs a name");
		}
		if (calls < 1) {
			throw new IllegalArgumentException("A rate limit allows at least one call: " + calls);
		}
		if (period.isNegative() || period.isZero()) {
			throw new IllegalArgumentException("A rate limit's period must be positive: " + period);
		}
	}

	/** "at most 2 calls every 30 seconds" */
	public String describe() {
		String every = period.toNanosPart() == 0 ? period.toSeconds() + " seconds" : period.toMillis() + " ms";
		return "at most " + calls + (calls == 1 ? " call" : " calls") + " every " + every;
	}

	/** Capacity {@code calls}, refilled as a whole at the end of each period. */
	Bandwidth bandwidth() {
		return Bandwidth.builder().capacity(calls).refillIntervally(calls, period).build();
	}
}
