package dev.kontor.webhooks.settlement;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import org.springframework.util.Assert;

import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.DeliveryProgress;
import dev.kontor.webhooks.queue.DeliveryStatus;
import dev.kontor.webhooks.queue.Outcome;

/**
 * When a failed delivery is tried again (specification, sections 3 and 6): the first retry {@code firstDelay}
 * after the failure, each following wait double the previous one, and no attempt later than {@code horizon} after
 * the first attempt; past that the delivery has failed for good.
 */
public final class RetrySchedule {

	private final Duration firstDelay;

	private final Duration horizon;

	public RetrySchedule(Duration firstDelay, Duration horizon) {
		Assert.notNull(firstDelay, "firstDelay must not be null");
		Assert.notNull(horizon, "horizon must not be null");
		Assert.isTrue(firstDelay.isPositive(), "firstDelay must be positive");
		Assert.isTrue(horizon.isPositive(), "horizon must be positive");
		this.firstDelay = firstDelay;
		this.horizon = horizon;
	}

	/**
	 * What becomes of a claimed delivery after this attempt: delivered when it was acknowledged, otherwise pending
	 * until the next attempt the schedule allows, or failed for good when it allows none.
	 */
	public Outcome outcomeOf(Claim claim, Attempt attempt, Instant now) {
		DeliveryProgress progress = claim.delivery().progress();
		Instant firstAttemptAt = progress.firstAttemptAt() != null ? progress.firstAttemptAt() : attempt.at();
		if (attempt.acknowledged()) {
			return new Outcome(claim, attempt, DeliveryStatus.Delivered, firstAttemptAt, null, now);
		}
		Optional<Instant> next = nextAttempt(firstAttemptAt, progress.attemptCount() + 1, now);
		return new Outcome(claim, attempt, next.isPresent() ? DeliveryStatus.Pending : DeliveryStatus.Failed,
				firstAttemptAt, next.orElse(null), now);
	}

	/**
	 * The instant of the next attempt after the {@code failedAttempts}-th attempt failed at {@code failedAt}, or
	 * empty when that attempt would come later than the horizon allows.
	 */
	public Optional<Instant> nextAttempt(Instant firstAttemptAt, int failedAttempts, Instant failedAt) {
		Assert.isTrue(failedAttempts >= 1, "failedAttempts must be at least 1");
		Duration wait = waitAfter(failedAttempts);
		Duration sinceFirstAttempt = Duration.between(firstAttemptAt, failedAt).plus(wait);
		if (sinceFirstAttempt.compareTo(this.horizon) > 0) {
			return Optional.empty();
		}
		return Optional.of(failedAt.plus(wait));
	}

	// Doubling stops as soon as the wait is longer than the horizon: a longer wait is refused all the same, and so
	// the exponent stays small and no count of failures can overflow the duration.
	private Duration waitAfter(int failedAttempts) {
		Duration wait = this.firstDelay;
		for (int doublings = 1; doublings < failedAttempts && wait.compareTo(this.horizon) <= 0; doublings++) {
			wait = wait.multipliedBy(2);
		}
		return wait;
	}
}
