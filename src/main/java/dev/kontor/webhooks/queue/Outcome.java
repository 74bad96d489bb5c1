package dev.kontor.webhooks.queue;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of one attempt, to be written: the attempt itself and what becomes of its delivery.
 *
 * @param nextAttemptAt when the delivery is attempted again; null once it is delivered or failed for good
 */
public record Outcome(Claim claim, Attempt attempt, DeliveryStatus status, Instant firstAttemptAt,
		@Nullable Instant nextAttemptAt, Instant settledAt) implements OutcomeToWrite {
}
