package dev.kontor.webhooks.delivery;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.endpoints.WebhookEndpoints;
import dev.kontor.webhooks.events.AcceptedEvent;
import dev.kontor.webhooks.events.WebhookEventStore;

/**
 * Works the delivery queue: claims due deliveries in batches (their events and endpoints read with one query each),
 * makes each attempt on its own virtual thread (so that a slow or dead endpoint holds up nothing but itself), and
 * hands the outcome to the {@link SettlementWriter}: delivered, retried later by the schedule, or failed for good
 * once the retry horizon has passed.
 *
 * <p>The dispatcher looks for due deliveries every poll interval, and at once when this instance accepted an event
 * ({@link #wakeUp()}) or when attempts finish while it waits for room.
 */
@Component
public final class Dispatcher implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(Dispatcher.class);

	private static final Duration PAUSE_AFTER_FAILURE = Duration.ofSeconds(1);

	private final Deliveries deliveries;

	private final WebhookEndpoints endpoints;

	private final WebhookEventStore events;

	private final WebhookSender sender;

	private final RetrySchedule retrySchedule;

	private final SettlementWriter settlements;

	private final TransactionTemplate transaction;

	private final WebhookSettings settings;

	private final Clock clock;

	private final JsonMapper json = JsonMapper.builder().build();

	private ExecutorService attempts = Executors.newVirtualThreadPerTaskExecutor();

	private final Semaphore inFlight;

	private final Semaphore wakeUps = new Semaphore(0);

	private final Counter deliveredAttempts;

	private final Counter failedAttempts;

	private final Counter disabledEndpoints;

	private final Timer endToEnd;

	private volatile boolean running;

	private @Nullable Thread loop;

	Dispatcher(Deliveries deliveries, WebhookEndpoints endpoints, WebhookEventStore events, WebhookSender sender,
			TransactionTemplate transaction, WebhookSettings settings, Clock clock, MeterRegistry meters) {
		this.deliveries = deliveries;
		this.endpoints = endpoints;
		this.events = events;
		this.sender = sender;
		this.retrySchedule = new RetrySchedule(settings.firstRetryDelay(), settings.retryHorizon());
		this.settlements = new SettlementWriter(deliveries, transaction, this::settled);
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

	/** Asks the dispatcher to look for due deliveries now instead of at the end of its poll interval. */
	public void wakeUp() {
		if (wakeUps.availablePermits() == 0) {
			wakeUps.release();
		}
	}

	@Override
	public void start() {
		if (attempts.isShutdown()) {
			attempts = Executors.newVirtualThreadPerTaskExecutor();
		}
		running = true;
		settlements.start();
		loop = Thread.ofVirtual().name("webhook-dispatcher").start(this::run);
	}

	@Override
	public void stop() {
		running = false;
		wakeUp();
		try {
			if (loop != null) {
				loop.join(Duration.ofSeconds(5));
			}
			attempts.shutdown();
			if (!attempts.awaitTermination(settings.timeout().toSeconds() + 5, TimeUnit.SECONDS)) {
				attempts.shutdownNow();
			}
			settlements.close(Duration.ofSeconds(10));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public boolean isRunning() {
		return running;
	}

	private void run() {
		while (running) {
			try {
				dispatchDue();
				wakeUps.tryAcquire(settings.pollInterval().toMillis(), TimeUnit.MILLISECONDS);
				wakeUps.drainPermits();
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
			catch (RuntimeException ex) {
				log.warn("Looking for due webhook deliveries failed; trying again in {}", PAUSE_AFTER_FAILURE, ex);
				sleep(PAUSE_AFTER_FAILURE);
			}
		}
	}

	/** Claims and starts due deliveries until none is left or the in-flight limit is reached. */
	private void dispatchDue() {
		int wanted;
		int claimed;
		do {
			wanted = Math.min(inFlight.availablePermits(), settings.batchSize());
			claimed = wanted == 0 ? 0 : claimAndStart(wanted);
		}
		while (running && wanted > 0 && claimed == wanted);
	}

	private int claimAndStart(int limit) {
		Instant now = Instant.now(clock);
		List<Delivery> claimed = transaction
			.execute(status -> deliveries.claimDue(now, now.plus(settings.lease()), limit));
		if (claimed.isEmpty()) {
			return 0;
		}
		Map<UUID, WebhookEndpoint> endpointsById = endpoints
			.findAllById(claimed.stream().map(Delivery::endpointId).distinct().toList());
		Map<UUID, AcceptedEvent> eventsById = events
			.findAllById(claimed.stream().map(Delivery::eventId).toList());
		for (Delivery delivery : claimed) {
			WebhookEndpoint endpoint = endpointsById.get(delivery.endpointId());
			AcceptedEvent event = eventsById.get(delivery.eventId());
			if (endpoint == null || event == null) {
				log.error("Delivery {} refers to a missing endpoint or event; it is not attempted", delivery.id());
				continue;
			}
			if (!endpoint.enabled()) {
				// queued while the endpoint was being disabled, or resent since
				deliveries.pause(endpoint.id(), now);
				continue;
			}
			inFlight.acquireUninterruptibly();
			attempts.submit(() -> {
				try {
					attempt(delivery, endpoint, event);
				}
				catch (RuntimeException ex) {
					log.error("Attempt of delivery {} failed unexpectedly; it is retried when its lease ends",
							delivery.id(), ex);
				}
				finally {
					inFlight.release();
					if (inFlight.availablePermits() >= settings.batchSize() / 2) {
						wakeUp();
					}
				}
			});
		}
		return claimed.size();
	}

	private void attempt(Delivery delivery, WebhookEndpoint endpoint, AcceptedEvent event) {
		Attempt attempt = sender.send(endpoint, event.id().toString(), bodyOf(event));
		Instant now = Instant.now(clock);
		Instant firstAttemptAt = delivery.firstAttemptAt() != null ? delivery.firstAttemptAt() : attempt.at();
		if (attempt.acknowledged()) {
			deliveredAttempts.increment();
			endToEnd.record(Duration.between(event.occurredAt(), now));
			settlements.submit(new Settlement(delivery, attempt, DeliveryStatus.Delivered, firstAttemptAt, null, now));
			return;
		}
		failedAttempts.increment();
		Optional<Instant> next = retrySchedule.nextAttempt(firstAttemptAt, delivery.attemptCount() + 1, now);
		settlements.submit(new Settlement(delivery, attempt, next.isPresent() ? DeliveryStatus.Pending
				: DeliveryStatus.Failed, firstAttemptAt, next.orElse(null), now));
	}

	/** Disables the endpoints whose deliveries failed for good, once the outcomes are written. */
	private void settled(List<Settlement> batch) {
		batch.stream()
			.filter(settlement -> settlement.status() == DeliveryStatus.Failed)
			.map(settlement -> settlement.delivery().endpointId())
			.distinct()
			.forEach(endpointId -> disableIfFailing(endpointId, Instant.now(clock)));
	}

	private void disableIfFailing(UUID endpointId, Instant now) {
		if (settings.disableFailingEndpoints()
				&& endpoints.disableIfNothingAcknowledgedSince(endpointId, now.minus(settings.retryHorizon()), now)) {
			deliveries.pause(endpointId, now);
			endpoints.findById(endpointId)
				.ifPresent(endpoint -> log.warn(
						"Webhook endpoint disabled: nothing acknowledged for {}; tenant={} endpoint={} url={}",
						settings.retryHorizon(), endpoint.tenantId(), endpoint.id(), endpoint.url()));
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

	private static void sleep(Duration pause) {
		try {
			Thread.sleep(pause);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
