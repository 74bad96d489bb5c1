package dev.kontor.identity.throttling;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessException;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Throttles failed attempts: counts failures per key in the database, shared by every instance, and refuses the
 * attempts of a locked-out key before any credential is checked. Only failures touch the database; whether a key is
 * locked out is answered from memory, which learns the lockouts this instance sets at once and those set by other
 * instances every {@code refresh-interval}.
 */
public final class AttemptThrottle implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(AttemptThrottle.class);

	/** Reach further back than the last look, for lockouts that committed late or were stamped by a clock behind. */
	private static final Duration LATE_COMMITS = Duration.ofSeconds(10);

	private final FailedAttempts store;

	private final Clock clock;

	private final Duration refreshInterval;

	private final boolean enabled;

	private final Map<AttemptKind, LockoutLadder> ladders = new EnumMap<>(AttemptKind.class);

	private final Duration longestLockout;

	private final Cache<String, Instant> lockouts;

	private volatile @Nullable Instant lastLook;

	AttemptThrottle(FailedAttempts store, ThrottlingSettings settings, Clock clock) {
		this.store = store;
		this.clock = clock;
		this.enabled = settings.enabled();
		this.refreshInterval = settings.refreshInterval();
		for (AttemptKind kind : AttemptKind.values()) {
			ladders.put(kind, LockoutLadder.of(settings, kind));
		}
		this.longestLockout = settings.maxLockout();
		this.lockouts = Caffeine.newBuilder()
			.maximumSize(settings.maxCachedLockouts())
			.expireAfter(Expiry.<String, Instant>writing((key, until) -> remaining(until)))
			.build();
	}

	/** The longest running lockout among the keys, from memory only: cheap enough for every request. */
	public Optional<Lockout> lockout(AttemptKey... keys) {
		if (!enabled) {
			return Optional.empty();
		}
		Instant now = clock.instant();
		Lockout longest = null;
		for (AttemptKey key : keys) {
			Instant until = lockouts.getIfPresent(key.stored());
			if (until != null && until.isAfter(now)
					&& (longest == null || longest.remaining().compareTo(Duration.between(now, until)) < 0)) {
				longest = new Lockout(key.kind(), Duration.between(now, until));
			}
		}
		return Optional.ofNullable(longest);
	}

	/** Counts a failed attempt of each key, locking out those that have used up their free failures. */
	public void recordFailure(AttemptKey... keys) {
		if (!enabled) {
			return;
		}
		Instant now = Timestamps.now(clock);
		for (AttemptKey key : keys) {
			String stored = key.stored();
			FailureCount count;
			try {
				count = store.recordFailure(stored, ladders.get(key.kind()), now);
			}
			catch (DataAccessException ex) {
				// The failed attempt is answered as failed all the same; only its count is lost.
				log.warn("A failed {} could not be counted: {}", key.kind().label(), ex.getMessage());
				continue;
			}
			Instant until = count.blockedUntil();
			if (until != null && until.isAfter(now)) {
				lockouts.put(stored, until);
				if (count.lastFailureAt().equals(now)) {
					log.info("Locked out a {} for {} after {} failed attempts", key.kind().label(),
							Duration.between(now, until), count.failures());
				}
			}
		}
	}

	/** Starts the key's count again, after an attempt that succeeded. */
	public void recordSuccess(AttemptKey key) {
		if (!enabled) {
			return;
		}
		String stored = key.stored();
		store.delete(stored);
		lockouts.invalidate(stored);
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::refresh, refreshInterval, Duration.ZERO));
		jobs.addFixedDelayTask(new FixedDelayTask(this::forgetOldCounts, Duration.ofMinutes(10), Duration.ofMinutes(1)));
	}

	/** Learns the lockouts that other instances set since the last look. */
	public void refresh() {
		if (!enabled) {
			return;
		}
		Instant now = clock.instant();
		Instant previous = lastLook;
		Instant since = previous == null ? now.minus(longestLockout) : previous;
		Map<String, Instant> set = new HashMap<>();
		store.lockoutsSetSince(since.minus(LATE_COMMITS), now, set);
		lockouts.putAll(set);
		lastLook = now;
	}

	/** Deletes the counts that are forgotten: their keys start again with their free failures anyway. */
	public void forgetOldCounts() {
		int forgotten = store.deleteForgotten(clock.instant());
		if (forgotten > 0) {
			log.debug("Forgot the failed attempts of {} keys", forgotten);
		}
	}

	private Duration remaining(Instant until) {
		Duration remaining = Duration.between(clock.instant(), until);
		return remaining.isNegative() ? Duration.ZERO : remaining;
	}
}
