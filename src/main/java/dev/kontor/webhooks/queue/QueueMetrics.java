package dev.kontor.webhooks.queue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;

/**
 * The state of the shared queue, sampled every few seconds rather than on each scrape (counting a large queue reads
 * all of it): {@code kontor.webhooks.queue.depth}, the deliveries waiting for an attempt, and
 * {@code kontor.webhooks.backlog.age}, how long the oldest due delivery has been waiting for one (zero when every
 * due delivery is in flight). An age past {@code kontor.webhooks.backlog-age-alert} is logged as a warning once,
 * and its end once.
 */
@Component
class QueueMetrics implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(QueueMetrics.class);

	private final DeliveryQueue queue;

	private final Duration alert;

	private final Clock clock;

	private final Duration sampleInterval;

	private volatile long depth;

	private volatile Duration age = Duration.ZERO;

	private boolean late;

	QueueMetrics(DeliveryQueue queue, WebhookSettings settings, MeterRegistry meters, Clock clock) {
		this.queue = queue;
		this.alert = settings.backlogAgeAlert();
		this.sampleInterval = settings.backlogSampleInterval();
		this.clock = clock;
		Gauge.builder("kontor.webhooks.queue.depth", this, metrics -> metrics.depth)
			.description("Deliveries waiting for an attempt")
			.register(meters);
		TimeGauge.builder("kontor.webhooks.backlog.age", this, TimeUnit.MILLISECONDS, metrics -> metrics.age.toMillis())
			.description("How long the oldest due delivery has been waiting for an attempt")
			.register(meters);
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::sample, sampleInterval, Duration.ZERO));
	}

	void sample() {
		Instant now = Instant.now(clock);
		depth = queue.countPending();
		age = queue.oldestDue(now).map(oldest -> Duration.between(oldest, now)).orElse(Duration.ZERO);
		boolean lateNow = age.compareTo(alert) > 0;
		if (lateNow && !late) {
			log.warn("Webhook deliveries are late: the oldest due delivery has waited {} s for an attempt (alert at {} s)",
					age.toSeconds(), alert.toSeconds());
		}
		else if (!lateNow && late) {
			log.info("Webhook deliveries are on time again: the oldest due delivery has waited {} s", age.toSeconds());
		}
		late = lateNow;
	}
}
