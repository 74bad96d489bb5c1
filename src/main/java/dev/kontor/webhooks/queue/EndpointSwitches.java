package dev.kontor.webhooks.queue;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.webhooks.endpoints.EndpointSwitched;

/**
 * Holds the waiting deliveries of a disabled endpoint and makes them due at once when it is enabled again, in the
 * transaction that switched it.
 */
@Component
@RequiredArgsConstructor
class EndpointSwitches {

	private final Deliveries deliveries;

	@EventListener
	void on(EndpointSwitched switched) {
		if (switched.enabled()) {
			deliveries.resume(switched.endpointId(), switched.at());
		}
		else {
			deliveries.pause(switched.endpointId(), switched.at());
		}
	}
}
