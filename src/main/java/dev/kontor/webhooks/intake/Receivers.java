package dev.kontor.webhooks.intake;

import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.subscriptions.Unsubscriptions;
import dev.kontor.webhooks.subscriptions.Unsubscriptions.Unsubscribed;

/**
 * The endpoints an event goes to, from its tenant, type and the client records it concerns:
 * <ul>
 * <li>nothing when the tenant unsubscribed the type;</li>
 * <li>an endpoint of one client record gets the event when it concerns that client and the client did not
 * unsubscribe the type;</li>
 * <li>an endpoint of the tenant's level gets it unless every client it concerns unsubscribed the type (an event
 * that concerns no client goes to the tenant's endpoints only).</li>
 * </ul>
 * Disabled endpoints and endpoints that do not take the type get nothing.
 */
@Component
class Receivers {

	private final WebhookEndpoints endpoints;

	private final Unsubscriptions unsubscriptions;

	Receivers(WebhookEndpoints endpoints, Unsubscriptions unsubscriptions) {
		this.endpoints = endpoints;
		this.unsubscriptions = unsubscriptions;
	}

	List<WebhookEndpoint> of(Route route) {
		List<WebhookEndpoint> candidates = endpoints.findReceivers(route.tenantId(), route.type());
		if (candidates.isEmpty()) {
			// nobody takes the type: the unsubscriptions cannot change that
			return List.of();
		}
		Unsubscribed unsubscribed = unsubscriptions.unsubscribed(route.tenantId(), route.type(), route.clients());
		if (unsubscribed.tenant() || !route.clients().isEmpty() && unsubscribed.clients().containsAll(route.clients())) {
			return List.of();
		}
		return candidates.stream()
			.filter(endpoint -> endpoint.clientId() == null || route.clients().contains(endpoint.clientId())
					&& !unsubscribed.clients().contains(endpoint.clientId()))
			.toList();
	}

	/** The events of one tenant and type that concern the same client records go to the same endpoints. */
	record Route(UUID tenantId, EventType type, Set<UUID> clients) {

		Route {
			clients = Set.copyOf(clients);
		}
	}
}
