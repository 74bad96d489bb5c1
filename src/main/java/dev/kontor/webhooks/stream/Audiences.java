package dev.kontor.webhooks.stream;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.dispatch.WebhookEnvelope;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.stream.StreamEvents.PositionedEvent;
import dev.kontor.webhooks.subscriptions.Unsubscriptions;
import dev.kontor.webhooks.subscriptions.Unsubscriptions.Unsubscribed;

/**
 * Who of a tenant sees an event in the stream, by the rule the webhook endpoints follow
 * ({@link Unsubscribed#reachTenantLevel}, {@link Unsubscribed#reachClient}): a caller acting for the whole tenant is
 * served as an endpoint of the tenant's level that takes every type, a user bound to a client record as an endpoint
 * of that record. The unsubscriptions are read when the stream reads the events, in one query per page.
 */
@Component
@RequiredArgsConstructor
class Audiences {

	private final Unsubscriptions unsubscriptions;

	List<StreamedEvent> of(List<PositionedEvent> events) {
		Set<UUID> tenants = new HashSet<>();
		events.forEach(positioned -> tenants.add(positioned.event().tenantId()));
		Map<UUID, Map<EventType, Unsubscribed>> unsubscribed = unsubscriptions.ofTenants(tenants);
		return events.stream()
			.map(positioned -> streamed(positioned, unsubscribed.getOrDefault(positioned.event().tenantId(), Map.of())
				.getOrDefault(positioned.event().type(), Unsubscribed.NONE)))
			.toList();
	}

	private static StreamedEvent streamed(PositionedEvent positioned, Unsubscribed unsubscribed) {
		AcceptedEvent event = positioned.event();
		Set<UUID> concerned = event.concernedClients();
		Set<UUID> clients = new HashSet<>();
		concerned.stream().filter(client -> unsubscribed.reachClient(client, concerned)).forEach(clients::add);
		return new StreamedEvent(positioned.position(), event.tenantId(), event.type(),
				unsubscribed.reachTenantLevel(concerned), clients, frameOf(event));
	}

	/** {@code id}, {@code event} and {@code data} lines; the envelope is JSON on one line. */
	static String frameOf(AcceptedEvent event) {
		return "id: " + event.id() + "\nevent: " + event.type().name() + "\ndata: " + WebhookEnvelope.jsonOf(event)
				+ "\n\n";
	}
}
