package dev.kontor.webhooks.intake;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

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
@RequiredArgsConstructor
class Receivers {

	private final WebhookEndpoints endpoints;

	private final Unsubscriptions unsubscriptions;

	/**
	 * The endpoints of each route: the candidates and the unsubscriptions read once for all routes of one tenant and
	 * type (the unsubscriptions of all their client records at once), however many events a change publishes.
	 */
	Map<Route, List<WebhookEndpoint>> of(Collection<Route> routes) {
		Map<Route, List<WebhookEndpoint>> found = new HashMap<>();
		Map<TenantAndType, Set<Route>> byTenantAndType = new LinkedHashMap<>();
		routes.forEach(route -> byTenantAndType
			.computeIfAbsent(new TenantAndType(route.tenantId(), route.type()), key -> new LinkedHashSet<>())
			.add(route));
		byTenantAndType.forEach((key, sameKind) -> {
			List<WebhookEndpoint> candidates = endpoints.findReceivers(key.tenantId(), key.type());
			if (candidates.isEmpty()) {
				// nobody takes the type: the unsubscriptions cannot change that
				sameKind.forEach(route -> found.put(route, List.of()));
				return;
			}
			Set<UUID> clients = new HashSet<>();
			sameKind.forEach(route -> clients.addAll(route.clients()));
			Unsubscribed unsubscribed = unsubscriptions.unsubscribed(key.tenantId(), key.type(), clients);
			sameKind.forEach(route -> found.put(route, receiving(route, candidates, unsubscribed)));
		});
		return found;
	}

	/**
	 * The candidates that get an event of the route, given the unsubscriptions of its tenant and type among (at least)
	 * its client records.
	 */
	private static List<WebhookEndpoint> receiving(Route route, List<WebhookEndpoint> candidates,
			Unsubscribed unsubscribed) {
		return candidates.stream()
			.filter(endpoint -> endpoint.clientId() == null ? unsubscribed.reachTenantLevel(route.clients())
					: unsubscribed.reachClient(endpoint.clientId(), route.clients()))
			.toList();
	}

	private record TenantAndType(UUID tenantId, EventType type) {
	}

	/** The events of one tenant and type that concern the same client records go to the same endpoints. */
	record Route(UUID tenantId, EventType type, Set<UUID> clients) {

		Route {
			clients = Set.copyOf(clients);
		}
	}
}
