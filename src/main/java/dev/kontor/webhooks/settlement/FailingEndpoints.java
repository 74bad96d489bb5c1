package dev.kontor.webhooks.settlement;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.UUID;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.endpoints.EndpointManagement;
import dev.kontor.webhooks.queue.DeliveryQueue;

/**
 * Disables an endpoint when a delivery to it failed for good and it acknowledged no attempt within the retry horizon
 * ({@code kontor.webhooks.disable-failing-endpoints}); its waiting deliveries are paused with it.
 */
@Component
class FailingEndpoints {

	private static final Logger log = LoggerFactory.getLogger(FailingEndpoints.class);

	private final DeliveryQueue queue;

	private final EndpointManagement endpoints;

	private final WebhookSettings settings;

	private final Clock clock;

	private final Counter disabled;

	FailingEndpoints(DeliveryQueue queue, EndpointManagement endpoints, WebhookSettings settings, Clock clock,
			MeterRegistry meters) {
		this.queue = queue;
		this.endpoints = endpoints;
		this.settings = settings;
		this.clock = clock;
		this.disabled = Counter.builder("kontor.webhooks.endpoints.disabled")
			.description("Endpoints disabled because they acknowledged nothing within the retry horizon")
			.register(meters);
	}

	/** To be called with the endpoints of deliveries that have just failed for good. */
	void check(Collection<UUID> endpointIds) {
		if (!settings.disableFailingEndpoints()) {
			return;
		}
		Instant since = Instant.now(clock).minus(settings.retryHorizon());
		for (UUID endpointId : endpointIds) {
			if (!queue.acknowledgedSince(endpointId, since) && endpoints.disable(endpointId)) {
				disabled.increment();
				log.warn("Webhook endpoint disabled: nothing acknowledged for {}; endpoint={}", settings.retryHorizon(),
						endpointId);
			}
		}
	}
}
