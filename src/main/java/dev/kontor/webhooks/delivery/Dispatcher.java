package dev.kontor.webhooks.delivery;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.events.AcceptedEvent;
import dev.kontor.webhooks.events.WebhookEventStore;

/**
 * Works the delivery queue: claims due deliveries, makes each attempt on its own virtual thread (so that a slow or
 * dead endpoint holds up nothing but itself), and records the outcome: delivered, retried later by the schedule,
 * or failed for good once the retry horizon has passed.
 */
@Component
public final class Dispatcher {

	private static final Logger log = LoggerFactory.getLogger(Dispatcher.class);

	private final Deliveries deliveries;

	private final WebhookEndpoints endpoints;

	private final WebhookEventStore events;

	private final WebhookSender sender;

	private final RetrySchedule retrySchedule;

	private final TransactionTemplate transaction;

	private final WebhookSettings settings;

	private final Clock clock;

	private final JsonMapper json = JsonMapper.builder().build();

	private final ExecutorService attempts = Executors.newVirtualThreadPerTaskExecutor();

	private final Semaphore inFlight;

	private final Counter deliveredAttempts;

	private final Counter failedAttempts;

	private final Counter disabledEndpoints;

	private final Timer endToEnd;

	Dispatcher(Deliveries deliveries, WebhookEndpoints endpoints, WebhookEventStore events, WebhookSender sender,
			TransactionTemplate transaction, WebhookSettings settings, Clock clock, MeterRegistry meters) {
		this.deliveries = deliveries;
		this.endpoints = endpoints;
		this.events = events;
		this.sender = sender;
		this.retrySchedule = new RetrySchedule(settings.firstRetryDelay(), settings.retryHorizon());
		this.transaction = transaction;
		this.settings = settings;
		this.clock = clock;
		this.inFlight = new Semaphore(settings.maxInFlight());
		this.deliveredAttempts = attemptCounter(meters, "delivered");
		this.failedAttempts = attemptCounter(meters, "failed");
		this.disabledEndpoints = Counter.builder("kontor.webhooks.endpoints.disabled")
			.description("Endpoints disabled because they acknowledged nothing within the retry horizon")
			.register(meters);
		this.endToEnd = Timer.builder("kontor.webhooks.delivery.latency")
			.description("From an event's acceptance to its acknowledged delivery")
			.publishPercentileHistogram()
			.register(meters);
		Gauge.builder("kontor.webhooks.queue.depth", deliveries, Deliveries::countPending)
			.description("Deliveries waiting for an attempt")
			.register(meters);
	}

	/** Claims and starts due deliveries until none is left or the in-flight limit is reached. */
	@Scheduled(fixedDelayString = "${kontor.webhooks.poll-interval:200ms}")
	void dispatchDue() {
		int wanted;
		int claimed;
		do {
			wanted = Math.min(inFlight.availablePermits(), settings.batchSize());
			claimed = wanted == 0 ? 0 : claimAndStart(wanted);
		}
		while (wanted > 0 && claimed == wanted);
	}

	private int claimAndStart(int limit) {
		Instant now = Instant.now(clock);
		List<Delivery> claimed = deliveries.claimDue(now, now.plus(settings.lease()), limit);
		for (Delivery delivery : claimed) {
			inFlight.acquireUninterruptibly();
			attempts.submit(() -> {
				try {
					attempt(delivery);
				}
				catch (RuntimeException ex) {
					log.error("Attempt of delivery {} failed unexpectedly; it is retried when its lease ends",
							delivery.id(), ex);
				}
				finally {
					inFlight.release();
				}
			});
		}
		return claimed.size();
	}

	/** Runs one attempt now, on the calling thread. */
	void attempt(Delivery delivery) {
		Optional<WebhookEndpoint> endpoint = endpoints.findById(delivery.endpointId());
		Optional<AcceptedEvent> event = events.findById(delivery.eventId());
		if (endpoint.isEmpty() || event.isEmpty()) {
			return;
		}
		Attempt attempt = sender.send(endpoint.get(), event.get().id().toString(), bodyOf(event.get()));
		Instant now = Instant.now(clock);
		Instant firstAttemptAt = delivery.firstAttemptAt() != null ? delivery.firstAttemptAt() : attempt.at();
		transaction.executeWithoutResult(status -> {
			deliveries.recordAttempt(delivery, attempt);
			if (attempt.acknowledged()) {
				deliveries.settle(delivery, DeliveryStatus.Delivered, firstAttemptAt, null, now);
			}
			else {
				Optional<Instant> next = retrySchedule.nextAttempt(firstAttemptAt, delivery.attemptCount() + 1, now);
				deliveries.settle(delivery, next.isPresent() ? DeliveryStatus.Pending : DeliveryStatus.Failed,
						firstAttemptAt, next.orElse(null), now);
				if (next.isEmpty()) {
					disableIfFailing(endpoint.get(), now);
				}
			}
		});
		(attempt.acknowledged() ? deliveredAttempts : failedAttempts).increment();
		if (attempt.acknowledged()) {
			endToEnd.record(Duration.between(event.get().occurredAt(), now));
		}
	}

	private void disableIfFailing(WebhookEndpoint endpoint, Instant now) {
		if (settings.disableFailingEndpoints()
				&& endpoints.disableIfNothingAcknowledgedSince(endpoint.id(), now.minus(settings.retryHorizon()), now)) {
			log.warn("Webhook endpoint disabled: nothing acknowledged for {}; tenant={} endpoint={} url={}",
					settings.retryHorizon(), endpoint.tenantId(), endpoint.id(), endpoint.url());
			disabledEndpoints.increment();
		}
	}

	private static Counter attemptCounter(MeterRegistry meters, String outcome) {
		return Counter.builder("kontor.webhooks.attempts")
			.description("Delivery attempts by outcome")
			.tag("outcome", outcome)
			.register(meters);
	}

	byte[] bodyOf(AcceptedEvent event) {
		List<WebhookEnvelope.KeyValue> data = EventType.fromWireName(event.type())
			.map(EventType::requiredParameters)
			.orElse(List.of())
			.stream()
			.filter(event.parameters()::containsKey)
			.map(name -> new WebhookEnvelope.KeyValue(name, event.parameters().get(name)))
			.toList();
		return json.writeValueAsBytes(new WebhookEnvelope(event.id().toString(), event.type(),
				WebhookEnvelope.timestampOf(event.occurredAt()), event.dataUrl(), data));
	}

	@PreDestroy
	void stop() throws InterruptedException {
		attempts.shutdown();
		if (!attempts.awaitTermination(settings.timeout().toSeconds() + 5, TimeUnit.SECONDS)) {
			attempts.shutdownNow();
		}
	}
}
