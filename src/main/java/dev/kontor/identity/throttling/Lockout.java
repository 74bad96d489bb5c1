package dev.kontor.identity.throttling;

import java.time.Duration;

/**
 * A key that is locked out: its attempts are refused before any credential is checked.
 *
 * @param kind what the lockout counts (client id, username or address)
 * @param remaining how long until attempts are made again, positive
 */
public record Lockout(AttemptKind kind, Duration remaining) {

	/**
	 * The wait in whole seconds as {@code Retry-After} carries it: rounded up, so that a caller who waits that long
	 * is no longer locked out, and at least 1.
	 */
	public long retryAfterSeconds() {
		long seconds = remaining.toSeconds();
		return Math.max(1, remaining.toNanosPart() > 0 ? seconds + 1 : seconds);
	}
}
