package dev.kontor.shared;

import java.time.Duration;

/** The caller used up a rate limit: answers 429 with {@code Retry-After}. */
public class TooManyRequests extends RuntimeException {

	private final Duration retryAfter;

	/** @param retryAfter how long until a call is allowed again */
	public TooManyRequests(String message, Duration retryAfter) {
		super(message);
		if (retryAfter.isNegative()) {
			throw new IllegalArgumentException("The wait cannot be negative: " + retryAfter);
		}
		this.retryAfter = retryAfter;
	}

	public Duration retryAfter() {
		return retryAfter;
	}

	/**
	 * The wait in whole seconds as {@code Retry-After} carries it: rounded up, so that a caller who waits that long
	 * is allowed, and at least 1, since 0 would invite a retry that is refused again.
	 */
	public long retryAfterSeconds() {
		long seconds = retryAfter.toSeconds();
		boolean fraction = retryAfter.toNanosPart() > 0;
		return Math.max(1, fraction ? seconds + 1 : seconds);
	}
}
