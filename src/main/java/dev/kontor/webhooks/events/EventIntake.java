package dev.kontor.webhooks.events;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.delivery.Deliveries;
import dev.kontor.webhooks.delivery.Deliveries.NewDelivery;
import dev.kontor.webhooks.delivery.Dispatcher;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.subscriptions.Unsubscriptions;

/**
 * Accepts events of the catalogue: checks each type's parameters, stores the events and one delivery per endpoint
 * that receives each (none when the type is unsubscribed for the tenant or the event's client), in one transaction,
 * so that an accepted event is never lost and a rolled-back change never sends one. Once the transaction commits,
 * this instance's dispatcher is woken so that the deliveries start without waiting for its next poll.
 */
@Service
public class EventIntake {

	private final WebhookEventStore events;

	private final WebhookEndpoints endpoints;

	private final Deliveries deliveries;

	private final Dispatcher dispatcher;

	private final Unsubscriptions unsubscriptions;

	private final DataUrls dataUrls;

	private final Ids ids;

	private final Clock clock;

	EventIntake(WebhookEventStore events, WebhookEndpoints endpoints, Deliveries deliveries, Dispatcher dispatcher,
			Unsubscriptions unsubscriptions, PlatformSettings platform, Ids ids, Clock clock) {
		this.events = events;
		this.endpoints = endpoints;
		this.deliveries = deliveries;
		this.dispatcher = dispatcher;
		this.unsubscriptions = unsubscriptions;
		this.dataUrls = new DataUrls(platform.issuerString());
		this.ids = ids;
		this.clock = clock;
	}

	/** An event as a publisher hands it in. */
	public record NewEvent(UUID tenantId, String type, Map<String, String> parameters) {
	}

	@Transactional
	public AcceptedEvent accept(UUID tenantId, String type, Map<String, String> parameters) {
		NewEvent event = new NewEvent(tenantId, type, parameters);
		Map<String, List<String>> problems = problemsOf(event);
		if (problems.containsKey("type")) {
			throw new InvalidInput("type", problems.get("type").getFirst());
		}
		if (!problems.isEmpty()) {
			throw new InvalidInput("The event's parameters do not fit its type", problems);
		}
		return store(List.of(event)).getFirst();
	}

	/**
	 * Accepts all the events or none: the problems of each are named by its index ({@code events[2].parameters.year}).
	 */
	@Transactional
	public List<AcceptedEvent> acceptAll(List<NewEvent> newEvents) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		for (int i = 0; i < newEvents.size(); i++) {
			String prefix = "events[" + i + "].";
			problemsOf(newEvents.get(i)).forEach((path, messages) -> problems.put(prefix + path, messages));
		}
		if (!problems.isEmpty()) {
			throw new InvalidInput("Some events do not fit their types; none was accepted", problems);
		}
		return store(newEvents);
	}

	private static Map<String, List<String>> problemsOf(NewEvent event) {
		return EventType.fromWireName(event.type())
			.map(type -> type.validate(event.parameters()).problems())
			.orElseGet(() -> Map.of("type", List.of("Unknown event type '" + event.type() + "'")));
	}

	private List<AcceptedEvent> store(List<NewEvent> newEvents) {
		Instant now = Instant.now(clock);
		List<AcceptedEvent> accepted = newEvents.stream()
			.map(event -> new AcceptedEvent(ids.next(), event.tenantId(), event.type(), event.parameters(),
					dataUrls.of(EventType.fromWireName(event.type()).orElseThrow(), event.parameters()), now))
			.toList();
		events.insertAll(accepted);
		Map<Route, List<WebhookEndpoint>> receiversByRoute = new HashMap<>();
		List<NewDelivery> newDeliveries = new ArrayList<>();
		for (AcceptedEvent event : accepted) {
			Route route = new Route(event.tenantId(), event.type(), clientOf(event.parameters()));
			for (WebhookEndpoint endpoint : receiversByRoute.computeIfAbsent(route, this::receivers)) {
				newDeliveries.add(new NewDelivery(event.id(), event.type(), endpoint.id(), event.tenantId()));
			}
		}
		if (!newDeliveries.isEmpty()) {
			deliveries.enqueueAll(newDeliveries, now);
			wakeUpDispatcherAfterCommit();
		}
		return accepted;
	}

	/** The events of one tenant, type and client record go to the same endpoints. */
	private record Route(UUID tenantId, String type, @Nullable UUID clientId) {
	}

	private List<WebhookEndpoint> receivers(Route route) {
		if (unsubscriptions.excludes(route.tenantId(), route.type(), route.clientId())) {
			return List.of();
		}
		return endpoints.findReceivers(route.tenantId(), route.type(), route.clientId());
	}

	private void wakeUpDispatcherAfterCommit() {
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
			@Override
			public void afterCommit() {
				dispatcher.wakeUp();
			}
		});
	}

	private static @Nullable UUID clientOf(Map<String, String> parameters) {
		String clientId = parameters.get("clientId");
		try {
			return clientId == null ? null : UUID.fromString(clientId);
		}
		catch (IllegalArgumentException notAPlatformClient) {
			return null;
		}
	}
}
