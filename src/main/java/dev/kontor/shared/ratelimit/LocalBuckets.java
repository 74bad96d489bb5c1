package dev.kontor.shared.ratelimit;

import java.time.Clock;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.TimeMeter;

/**
 * Buckets in this instance's memory, for a single instance (the embedded H2 set-up). A bucket not used for a whole
 * period is full again, so it is dropped then and made anew on the next call; {@code maxBuckets} bounds the memory
 * whatever the number of callers.
 */
final class LocalBuckets implements Buckets {

	private record Key(RateLimit limit, String callerKey) {
	}

	private final TimeMeter time;

	private final Cache<Key, Bucket> buckets;

	LocalBuckets(Clock clock, long maxBuckets) {
		this.time = new ClockTimeMeter(clock);
		this.buckets = Caffeine.newBuilder()
			.maximumSize(maxBuckets)
			.expireAfter(Expiry.<Key, Bucket>accessing((key, bucket) -> key.limit().period()))
			.build();
	}

	@Override
	public ConsumptionProbe tryConsume(RateLimit limit, String callerKey) {
		return buckets.get(new Key(limit, callerKey), this::newBucket).tryConsumeAndReturnRemaining(1);
	}

	private Bucket newBucket(Key key) {
		return Bucket.builder().addLimit(key.limit().bandwidth()).withCustomTimePrecision(time).build();
	}
}
