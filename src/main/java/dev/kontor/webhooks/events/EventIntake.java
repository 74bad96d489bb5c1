package dev.kontor.webhooks.events;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import dev.kontor.shared.Ids;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.InvalidInput;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.catalogue.EventValidation;
import dev.kontor.webhooks.delivery.Deliveries;
import dev.kontor.webhooks.delivery.Dispatcher;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.subscriptions.Unsubscriptions;

/**
 * Accepts events of the catalogue: checks the type's parameters, stores the event and one delivery per endpoint
 * that receives it (none when the type is unsubscribed for the tenant or the event's client), in one transaction, so
 * that an accepted event is never lost and a rolled-back change never sends one. Once the transaction commits, this
 * instance's dispatcher is woken so that the deliveries start without waiting for its next poll.
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

	EventIntake(WebhookEventStore events, WebhookEndpoints endpoints, Deliveries deliveries,
			Dispatcher dispatcher, Unsubscriptions unsubscriptions, PlatformSettings platform, Ids ids, Clock clock) {
		this.events = events;
		this.endpoints = endpoints;
		this.deliveries = deliveries;
		this.dispatcher = dispatcher;
		this.unsubscriptions = unsubscriptions;
		this.dataUrls = new DataUrls(platform.issuerString());
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional
	public AcceptedEvent accept(UUID tenantId, String type, Map<String, String> parameters) {
		EventType eventType = EventType.fromWireName(type)
			.orElseThrow(() -> new InvalidInput("type", "Unknown event type '" + type + "'"));
		EventValidation validation = eventType.validate(parameters);
		if (!validation.isValid()) {
			throw new InvalidInput("The event's parameters do not fit its type", validation.problems());
		}
		Instant now = Instant.now(clock);
		AcceptedEvent event = new AcceptedEvent(ids.next(), tenantId, type, parameters,
				dataUrls.of(eventType, parameters), now);
		events.insert(event);
		UUID clientId = clientOf(parameters);
		if (unsubscriptions.excludes(tenantId, type, clientId)) {
			return event;
		}
		List<WebhookEndpoint> receivers = endpoints.findReceivers(tenantId, type, clientId);
		for (WebhookEndpoint endpoint : receivers) {
			deliveries.enqueue(event.id(), type, endpoint.id(), tenantId, now);
		}
		if (!receivers.isEmpty()) {
			wakeUpDispatcherAfterCommit();
		}
		return event;
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
