package dev.kontor.identity.throttling;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The failed attempts of one key as stored.
 *
 * @param failures failures since the count last started
 * @param lastFailureAt when the last of them happened
 * @param blockedUntil no attempt of the key is made before this, or null when the key is not locked out
 */
record FailureCount(int failures, Instant lastFailureAt, @Nullable Instant blockedUntil) {

	boolean blockedAt(Instant now) {
		return blockedUntil != null && blockedUntil.isAfter(now);
	}
}
