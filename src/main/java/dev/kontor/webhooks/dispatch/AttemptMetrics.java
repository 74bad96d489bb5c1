package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Attempt;

/**
 * {@code kontor.webhooks.attempts{outcome}}, {@code kontor.webhooks.attempts.in.flight} and
 * {@code kontor.webhooks.delivery.latency} (from an event's acceptance to its acknowledged delivery).
 */
@Component
class AttemptMetrics {

	private final Counter delivered;

	private final Counter failed;

	private final Timer endToEnd;

	private final AtomicInteger inFlight = new AtomicInteger();

	private final Clock clock;

	AttemptMetrics(MeterRegistry meters, Clock clock) {
		this.clock = clock;
		this.delivered = attempts(meters, "delivered");
		this.failed = attempts(meters, "failed");
		this.endToEnd = Timer.builder("kontor.webhooks.delivery.latency")
			.description("From an event's acceptance to its acknowledged delivery")
			.publishPercentileHistogram()
			.register(meters);
		Gauge.builder("kontor.webhooks.attempts.in.flight", inFlight, AtomicInteger::get)
			.description("Attempts this instance is making now")
			.register(meters);
	}

	void started() {
		inFlight.incrementAndGet();
	}

	void ended() {
		inFlight.decrementAndGet();
	}

	void recorded(AcceptedEvent event, Attempt attempt) {
		if (attempt.acknowledged()) {
			delivered.increment();
			endToEnd.record(Duration.between(event.occurredAt(), Instant.now(clock)));
		}
		else {
			failed.increment();
		}
	}

	private static Counter attempts(MeterRegistry meters, String outcome) {
		return Counter.builder("kontor.webhooks.attempts")
			.description("Delivery attempts by outcome")
			.tag("outcome", outcome)
			.register(meters);
	}
}
