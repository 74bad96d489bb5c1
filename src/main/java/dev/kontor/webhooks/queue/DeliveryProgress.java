package dev.kontor.webhooks.queue;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/** How far a delivery has come: its status, the attempts made so far, when the first was and when the next is due. */
@NamedInterface("administration")
public record DeliveryProgress(DeliveryStatus status, int attemptCount, @Nullable Instant firstAttemptAt,
		@Nullable Instant nextAttemptAt) {
}
