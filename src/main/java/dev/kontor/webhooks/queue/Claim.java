package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A delivery claimed for one attempt. The token names this claim: an outcome is written only while the delivery
 * still holds it, so that an attempt whose lease ran out meanwhile cannot overwrite what a newer claim, a pause or a
 * resend made of the delivery. Until {@code leaseUntil} no other claim can take the delivery. An event of a run
 * ({@code run} not null) is claimed with its run, and its outcome is written with those of the run's other events.
 */
public record Claim(Delivery delivery, UUID token, Instant leaseUntil, @Nullable RunMember run) {

	public Claim(Delivery delivery, UUID token, Instant leaseUntil) {
		this(delivery, token, leaseUntil, null);
	}
}
