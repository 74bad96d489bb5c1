package dev.kontor.webhooks.delivery;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of one attempt, waiting to be written: the attempt itself and what becomes of its delivery.
 *
 * @param nextAttemptAt when the delivery is attempted again; null once it is delivered or failed for good
 */
record Settlement(Delivery delivery, Attempt attempt, DeliveryStatus status, Instant firstAttemptAt,
		@Nullable Instant nextAttemptAt, Instant settledAt) {
}
