package dev.kontor.webhooks.subscriptions;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.catalogue.EventType;

/** An event type not sent for a whole tenant ({@code clientId} null) or for one client record. */
public record Unsubscription(EventType eventType, @Nullable UUID clientId, Instant createdDate) {
}
