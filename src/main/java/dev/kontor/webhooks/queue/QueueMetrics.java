package dev.kontor.webhooks.queue;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.stereotype.Component;

/** The length of the queue, as {@code kontor.webhooks.queue.depth}. */
@Component
class QueueMetrics {

	QueueMetrics(Deliveries deliveries, MeterRegistry meters) {
		Gauge.builder("kontor.webhooks.queue.depth", deliveries, Deliveries::countPending)
			.description("Deliveries waiting for an attempt")
			.register(meters);
	}
}
