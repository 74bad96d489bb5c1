package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.AcceptedEvents;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Deliveries;

/**
 * Claims the due deliveries of the endpoints whose turn it is and reads what their attempts need, the events and
 * endpoints of a whole claim with one query each. A delivery claimed while its endpoint was being disabled is paused
 * instead of attempted.
 */
@Component
class DueWork {

	private static final Logger log = LoggerFactory.getLogger(DueWork.class);

	private final Deliveries deliveries;

	private final AcceptedEvents events;

	private final WebhookEndpoints endpoints;

	private final TransactionTemplate transaction;

	private final WebhookSettings settings;

	private final Clock clock;

	DueWork(Deliveries deliveries, AcceptedEvents events, WebhookEndpoints endpoints, TransactionTemplate transaction,
			WebhookSettings settings, Clock clock) {
		this.deliveries = deliveries;
		this.events = events;
		this.endpoints = endpoints;
		this.transaction = transaction;
		this.settings = settings;
		this.clock = clock;
	}

	/** Claims at most {@code room} due deliveries, shared out among the endpoints by {@code turns}. */
	List<Dispatch> claim(EndpointTurns turns, int room) {
		Instant now = Instant.now(clock);
		List<UUID> due = deliveries.endpointsWithDueDeliveries(now).stream().sorted().toList();
		Map<UUID, Integer> shares = turns.share(due, room);
		if (shares.isEmpty()) {
			return List.of();
		}
		List<Claim> claims = transaction
			.execute(status -> deliveries.claimDue(shares, now, now.plus(settings.lease())));
		return claims == null || claims.isEmpty() ? List.of() : prepare(claims, now);
	}

	private List<Dispatch> prepare(List<Claim> claims, Instant now) {
		Map<UUID, WebhookEndpoint> endpointsById = endpoints
			.findAllById(claims.stream().map(claim -> claim.delivery().endpointId()).distinct().toList());
		Map<UUID, AcceptedEvent> eventsById = events
			.findAllById(claims.stream().map(claim -> claim.delivery().eventId()).toList());
		List<Dispatch> ready = new ArrayList<>(claims.size());
		for (Claim claim : claims) {
			WebhookEndpoint endpoint = endpointsById.get(claim.delivery().endpointId());
			AcceptedEvent event = eventsById.get(claim.delivery().eventId());
			if (endpoint == null || event == null) {
				log.error("Delivery {} refers to a missing endpoint or event; it is not attempted", claim.delivery().id());
			}
			else if (!endpoint.enabled()) {
				deliveries.pause(endpoint.id(), now);
			}
			else {
				ready.add(new Dispatch(claim, endpoint, event));
			}
		}
		return ready;
	}
}
