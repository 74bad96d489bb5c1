package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.UUID;

/**
 * A delivery claimed for one attempt. The token names this claim: an outcome is written only while the delivery
 * still holds it, so that an attempt whose lease ran out meanwhile cannot overwrite what a newer claim, a pause or a
 * resend made of the delivery. Until {@code leaseUntil} no other claim can take the delivery.
 */
public record Claim(Delivery delivery, UUID token, Instant leaseUntil) {
}
