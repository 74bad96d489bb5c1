package dev.kontor.identity.throttling;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The growing lockout: the first {@code freeFailures} failures of a key are free, the last of them locks the key
 * out for {@code firstLockout}, and every failure after that locks it out for twice as long as the one before, up to
 * {@code maxLockout}. A key without a failure for {@code forgetAfter} starts again with its free failures.
 */
record LockoutLadder(int freeFailures, Duration firstLockout, Duration maxLockout, Duration forgetAfter) {

	/** Beyond this many doublings every lockout is the longest anyway (and the arithmetic would overflow). */
	private static final int MOST_DOUBLINGS = 30;

	LockoutLadder {
		if (freeFailures < 1) {
			throw new IllegalArgumentException("At least one failure is free: " + freeFailures);
		}
		if (firstLockout.isNegative() || firstLockout.isZero() || firstLockout.compareTo(maxLockout) > 0) {
			throw new IllegalArgumentException("Need 0 < first lockout <= longest lockout");
		}
		if (maxLockout.compareTo(forgetAfter) >= 0) {
			throw new IllegalArgumentException("A count must outlive its longest lockout");
		}
	}

	static LockoutLadder of(ThrottlingSettings settings, AttemptKind kind) {
		return new LockoutLadder(settings.freeFailures(kind), settings.firstLockout(), settings.maxLockout(),
				settings.forgetAfter());
	}

	/**
	 * The count after a failure at {@code now}. A failure of a key that is locked out (an attempt made on an instance
	 * that had not yet heard of the lockout) leaves the count as it is, so that the lockout does not grow by attempts
	 * made before anyone could refuse them.
	 */
	FailureCount afterFailure(@Nullable FailureCount previous, Instant now) {
		if (previous != null && previous.blockedAt(now)) {
			return previous;
		}
		int before = previous == null || forgotten(previous, now) ? 0 : previous.failures();
		int failures = before + 1;
		Instant blockedUntil = failures < freeFailures ? null : now.plus(lockout(failures - freeFailures));
		return new FailureCount(failures, now, blockedUntil);
	}

	/** When the stored count may be deleted: once forgotten and no longer locked out. */
	Instant forgetAt(FailureCount count) {
		Instant forgotten = count.lastFailureAt().plus(forgetAfter);
		Instant blockedUntil = count.blockedUntil();
		return blockedUntil != null && blockedUntil.isAfter(forgotten) ? blockedUntil : forgotten;
	}

	/** The lockout after the {@code doublings + 1}th failure beyond the free ones. */
	Duration lockout(int doublings) {
		if (doublings >= MOST_DOUBLINGS) {
			return maxLockout;
		}
		Duration doubled = firstLockout.multipliedBy(1L << doublings);
		return doubled.compareTo(maxLockout) > 0 ? maxLockout : doubled;
	}

	private boolean forgotten(FailureCount count, Instant now) {
		return !now.isBefore(count.lastFailureAt().plus(forgetAfter));
	}
}
