package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.clients.ClientKistamQueryAnswered;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the answer of a church tax query into {@code ClientKistamQueryResultReceived}. The listener runs in the
 * transaction that stored the answer, so the webhook event is stored with it, or not at all.
 */
@Component
@RequiredArgsConstructor
class KistamEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(ClientKistamQueryAnswered answered) {
		intake.accept(answered.tenantId(), EventType.ClientKistamQueryResultReceived,
				Map.of("clientId", answered.clientId().toString()), Set.of());
	}
}
