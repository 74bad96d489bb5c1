package dev.kontor.shared.ratelimit;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.shared.TooManyRequests;
import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** What every bucket store must do: "at most N calls every P" per limit and client, to the nanosecond. */
interface RateLimiterContract {

	RateLimit TWO_EVERY_30_SECONDS = new RateLimit("test.two-every-30s", 2, Duration.ofSeconds(30));

	RateLimit THREE_EVERY_MINUTE = new RateLimit("test.three-every-minute", 3, Duration.ofMinutes(1));

	/** A limiter over the store under test; the clock stands still unless moved. */
	RateLimiter limiterAt(MutableClock clock);

	static MutableClock stoppedClock() {
		return MutableClock.stoppedAt(Instant.now().truncatedTo(ChronoUnit.MILLIS));
	}

	/** Each test its own client, since database buckets outlive a test. */
	static String newClient() {
		return "client-" + UUID.randomUUID();
	}

	@Test
	default void refusesTheCallAfterTheLastOfThePeriodWithTheWholeWait() {
		RateLimiter limiter = limiterAt(stoppedClock());
		String client = newClient();

		limiter.consume(TWO_EVERY_30_SECONDS, client);
		limiter.consume(TWO_EVERY_30_SECONDS, client);

		assertThatThrownBy(() -> limiter.consume(TWO_EVERY_30_SECONDS, client)).isInstanceOf(TooManyRequests.class)
			.hasMessage("Rate limit exceeded: at most 2 calls every 30 seconds per client")
			.extracting(ex -> ((TooManyRequests) ex).retryAfter())
			.isEqualTo(Duration.ofSeconds(30));
	}

	@Test
	default void theWaitRunsFromTheFirstCallOfThePeriod() {
		MutableClock clock = stoppedClock();
		RateLimiter limiter = limiterAt(clock);
		String client = newClient();

		limiter.consume(TWO_EVERY_30_SECONDS, client);
		clock.advance(Duration.ofMillis(12_345));
		limiter.consume(TWO_EVERY_30_SECONDS, client);

		assertThat(refusal(limiter, TWO_EVERY_30_SECONDS, client).retryAfter()).isEqualTo(Duration.ofMillis(17_655));
	}

	@Test
	default void allowsTheNextCallExactlyWhenTheWaitIsOverAndNotOneNanosecondBefore() {
		MutableClock clock = stoppedClock();
		RateLimiter limiter = limiterAt(clock);
		String client = newClient();
		limiter.consume(TWO_EVERY_30_SECONDS, client);
		limiter.consume(TWO_EVERY_30_SECONDS, client);
		Duration wait = refusal(limiter, TWO_EVERY_30_SECONDS, client).retryAfter();

		clock.advance(wait.minusNanos(1));
		assertThat(refusal(limiter, TWO_EVERY_30_SECONDS, client).retryAfter()).isEqualTo(Duration.ofNanos(1));

		clock.advance(Duration.ofNanos(1));
		limiter.consume(TWO_EVERY_30_SECONDS, client);
	}

	@Test
	default void aNewPeriodBringsBackTheWholeAllowanceAndNoMore() {
		MutableClock clock = stoppedClock();
		RateLimiter limiter = limiterAt(clock);
		String client = newClient();
		for (int call = 0; call < 3; call++) {
			limiter.consume(THREE_EVERY_MINUTE, client);
		}

		clock.advance(Duration.ofMinutes(5));
		for (int call = 0; call < 3; call++) {
			limiter.consume(THREE_EVERY_MINUTE, client);
		}

		assertThat(refusal(limiter, THREE_EVERY_MINUTE, client).retryAfter()).isEqualTo(Duration.ofMinutes(1));
	}

	@Test
	default void eachClientHasItsOwnBucket() {
		RateLimiter limiter = limiterAt(stoppedClock());
		String first = newClient();
		String second = newClient();
		limiter.consume(TWO_EVERY_30_SECONDS, first);
		limiter.consume(TWO_EVERY_30_SECONDS, first);
		refusal(limiter, TWO_EVERY_30_SECONDS, first);

		limiter.consume(TWO_EVERY_30_SECONDS, second);
		limiter.consume(TWO_EVERY_30_SECONDS, second);
		refusal(limiter, TWO_EVERY_30_SECONDS, second);
	}

	@Test
	default void eachLimitHasItsOwnBucket() {
		RateLimiter limiter = limiterAt(stoppedClock());
		String client = newClient();
		limiter.consume(TWO_EVERY_30_SECONDS, client);
		limiter.consume(TWO_EVERY_30_SECONDS, client);
		refusal(limiter, TWO_EVERY_30_SECONDS, client);

		for (int call = 0; call < 3; call++) {
			limiter.consume(THREE_EVERY_MINUTE, client);
		}
		assertThat(refusal(limiter, THREE_EVERY_MINUTE, client).retryAfter()).isEqualTo(Duration.ofMinutes(1));
	}

	private static TooManyRequests refusal(RateLimiter limiter, RateLimit limit, String client) {
		TooManyRequests refusal = catchThrowableOfType(TooManyRequests.class, () -> limiter.consume(limit, client));
		assertThat(refusal).as("call refused").isNotNull();
		return refusal;
	}
}
