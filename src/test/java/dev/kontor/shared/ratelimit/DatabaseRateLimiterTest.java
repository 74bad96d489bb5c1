package dev.kontor.shared.ratelimit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.TooManyRequests;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * Buckets in PostgreSQL, as several instances share them: each limiter here has its own proxy manager over the
 * application's data source, as each instance would.
 */
@EnabledIfEnvironmentVariable(named = "KONTOR_TEST_DB", matches = "(?i)postgres")
class DatabaseRateLimiterTest extends HttpTest implements RateLimiterContract {

	@Autowired
	DataSource dataSource;

	@Autowired
	JdbcClient jdbc;

	@Override
	public RateLimiter limiterAt(MutableClock clock) {
		return new RateLimiter(new DatabaseBuckets(dataSource, clock));
	}

	@Test
	void twoInstancesShareOneBucket() {
		MutableClock clock = RateLimiterContract.stoppedClock();
		RateLimiter first = limiterAt(clock);
		RateLimiter second = limiterAt(clock);
		String client = RateLimiterContract.newClient();

		first.consume(TWO_EVERY_30_SECONDS, client);
		second.consume(TWO_EVERY_30_SECONDS, client);

		assertThatThrownBy(() -> first.consume(TWO_EVERY_30_SECONDS, client)).isInstanceOf(TooManyRequests.class);
		assertThatThrownBy(() -> second.consume(TWO_EVERY_30_SECONDS, client)).isInstanceOf(TooManyRequests.class);
	}

	@Test
	void concurrentCallsOnTwoInstancesNeverTakeMoreThanTheLimit() throws Exception {
		MutableClock clock = RateLimiterContract.stoppedClock();
		List<RateLimiter> instances = List.of(limiterAt(clock), limiterAt(clock));
		RateLimit fiveEveryMinute = new RateLimit("test.five-every-minute", 5, Duration.ofMinutes(1));
		String client = RateLimiterContract.newClient();
		List<Callable<Boolean>> calls = new ArrayList<>();
		for (int call = 0; call < 20; call++) {
			RateLimiter instance = instances.get(call % 2);
			calls.add(() -> allowed(instance, fiveEveryMinute, client));
		}

		int allowed = 0;
		try (ExecutorService threads = Executors.newFixedThreadPool(8)) {
			for (Future<Boolean> result : threads.invokeAll(calls)) {
				allowed += result.get() ? 1 : 0;
			}
		}

		assertThat(allowed).isEqualTo(5);
	}

	/** Bucket4j writes {@code expires_at} in system time: now plus the time until the bucket is full again. */
	@Test
	void aBucketRowExpiresWhenTheBucketWouldBeFullAgain() {
		String client = RateLimiterContract.newClient();
		long before = System.currentTimeMillis();

		limiterAt(RateLimiterContract.stoppedClock()).consume(TWO_EVERY_30_SECONDS, client);

		assertThat(expiresAtOf(DatabaseBuckets.keyOf(TWO_EVERY_30_SECONDS, client))).isBetween(before + 30_000,
				System.currentTimeMillis() + 30_000);
	}

	@Test
	void removesTheRowsOfExpiredBucketsOnly() {
		DatabaseBuckets buckets = new DatabaseBuckets(dataSource, new MutableClock());
		RateLimit oneEvery50Millis = new RateLimit("test.one-every-50ms", 1, Duration.ofMillis(50));
		String client = RateLimiterContract.newClient();
		buckets.tryConsume(oneEvery50Millis, client);
		buckets.tryConsume(TWO_EVERY_30_SECONDS, client);

		await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> {
			buckets.removeExpired();
			assertThat(rowCount(DatabaseBuckets.keyOf(oneEvery50Millis, client))).isZero();
		});
		assertThat(rowCount(DatabaseBuckets.keyOf(TWO_EVERY_30_SECONDS, client))).isOne();
	}

	private static boolean allowed(RateLimiter limiter, RateLimit limit, String client) {
		try {
			limiter.consume(limit, client);
			return true;
		}
		catch (TooManyRequests refused) {
			return false;
		}
	}

	private long expiresAtOf(String id) {
		return jdbc.sql("SELECT expires_at FROM rate_limit_buckets WHERE id = :id")
			.param("id", id)
			.query(Long.class)
			.single();
	}

	private long rowCount(String id) {
		return jdbc.sql("SELECT COUNT(*) FROM rate_limit_buckets WHERE id = :id")
			.param("id", id)
			.query(Long.class)
			.single();
	}
}
