package dev.kontor.shared.ratelimit;

import java.time.Duration;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import io.github.bucket4j.ConsumptionProbe;

import dev.kontor.shared.TooManyRequests;

/**
 * Counts calls against rate limits, per caller (the OAuth client id): one bucket per limit and caller, in memory or
 * in the database as {@code kontor.rate-limits.store} chooses.
 */
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public final class RateLimiter {

	private final Buckets buckets;

	/**
	 * Counts one call of {@code clientId} against {@code limit}.
	 *
	 * @throws TooManyRequests when the limit is used up, carrying the wait until the next call is allowed
	 */
	public void consume(RateLimit limit, String clientId) {
		ConsumptionProbe probe = buckets.tryConsume(limit, clientId);
		if (!probe.isConsumed()) {
			throw new TooManyRequests("Rate limit exceeded: " + limit.describe() + " per client",
					Duration.ofNanos(probe.getNanosToWaitForRefill()));
		}
	}
}
