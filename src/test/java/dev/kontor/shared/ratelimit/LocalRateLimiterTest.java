package dev.kontor.shared.ratelimit;

import dev.kontor.testing.MutableClock;

/** Buckets in memory, as on the embedded H2 set-up. */
class LocalRateLimiterTest implements RateLimiterContract {

	@Override
	public RateLimiter limiterAt(MutableClock clock) {
		return new RateLimiter(new LocalBuckets(clock, 1000));
	}
}
