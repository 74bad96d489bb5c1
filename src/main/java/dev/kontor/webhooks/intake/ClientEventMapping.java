package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.clients.ClientCreated;
import dev.kontor.clients.ClientStatusChanged;
import dev.kontor.clients.ClientUpdated;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the clients module's domain events into catalogue events. The listeners run in the transaction that
 * published the domain event, so the webhook event is stored with the change that caused it, or not at all.
 */
@Component
@RequiredArgsConstructor
class ClientEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(ClientCreated created) {
		accept(created.tenantId(), EventType.BONewClientCreate, created.clientId());
	}

	@EventListener
	void on(ClientUpdated updated) {
		accept(updated.tenantId(), EventType.ClientUpdate, updated.clientId());
	}

	@EventListener
	void on(ClientStatusChanged changed) {
		accept(changed.tenantId(), EventType.BOClientStateUpdate, changed.clientId());
	}

	private void accept(UUID tenantId, EventType type, UUID clientId) {
		intake.accept(tenantId, type, Map.of("clientId", clientId.toString()), Set.of());
	}
}
