package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Claimed;
import dev.kontor.webhooks.queue.Deliveries;
import dev.kontor.webhooks.queue.DeliveryQueue;

/**
 * Claims the due deliveries of the endpoints whose turn it is, with the events they carry, and reads the endpoints
 * of a whole claim with one query. A delivery claimed while its endpoint was being disabled is paused
 * instead of attempted.
 */
@Component
@RequiredArgsConstructor
class DueWork {

	private static final Logger log = LoggerFactory.getLogger(DueWork.class);

	private final DeliveryQueue queue;

	private final Deliveries deliveries;

	private final WebhookEndpoints endpoints;

	private final DeliveryLag lag;

	private final WebhookSettings settings;

	private final Clock clock;

	/** Claims at most {@code room} due deliveries, shared out among the endpoints by {@code turns}. */
	List<Dispatch> claim(EndpointTurns turns, int room) {
		Instant now = Instant.now(clock);
		List<UUID> due = queue.endpointsWithDueDeliveries(now).stream().sorted().toList();
		Map<UUID, Integer> shares = turns.share(due, room);
		if (shares.isEmpty()) {
			return List.of();
		}
		Claimed claimed = queue.claimDue(shares, room, now, now.plus(settings.lease()));
		List<Claim> claims = claimed.claims();
		turns.claimed(shares, claims.stream()
			.collect(Collectors.groupingBy(claim -> claim.delivery().endpointId(), Collectors.summingInt(claim -> 1))));
		lag.claimed(claims, now);
		return claims.isEmpty() ? List.of() : prepare(claimed, now);
	}

	private List<Dispatch> prepare(Claimed claimed, Instant now) {
		Map<UUID, WebhookEndpoint> endpointsById = endpoints.findAllById(
				claimed.claims().stream().map(claim -> claim.delivery().endpointId()).distinct().toList());
		List<Dispatch> ready = new ArrayList<>(claimed.claims().size());
		for (Claim claim : claimed.claims()) {
			WebhookEndpoint endpoint = endpointsById.get(claim.delivery().endpointId());
			AcceptedEvent event = claimed.events().get(claim.delivery().eventId());
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
