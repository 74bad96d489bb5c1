package dev.kontor.shared.ratelimit;

import io.github.bucket4j.ConsumptionProbe;

/** Where the token buckets live: one bucket per limit and caller. */
interface Buckets {

	/** Takes one token from the caller's bucket of this limit, or tells how long until one is there. */
	ConsumptionProbe tryConsume(RateLimit limit, String callerKey);
}
