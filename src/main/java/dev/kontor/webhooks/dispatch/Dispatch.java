package dev.kontor.webhooks.dispatch;

import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Claim;

/** A claimed delivery with what its attempt needs: the endpoint and the event. */
record Dispatch(Claim claim, WebhookEndpoint endpoint, AcceptedEvent event) {
}
