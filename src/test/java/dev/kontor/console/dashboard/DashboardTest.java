package dev.kontor.console.dashboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

import dev.kontor.console.ConsoleSettings;
import dev.kontor.testing.MutableClock;
import dev.kontor.webhooks.WebhookSettings;

import static org.assertj.core.api.Assertions.assertThat;

/** The dashboard reads the meters the webhooks, identity and orders modules register, by their names and tags. */
class DashboardTest {

	private static final WebhookSettings WEBHOOKS = new Binder(
			new MapConfigurationPropertySource(Map.of("kontor.webhooks.backlog-age-alert", "60s")))
		.bindOrCreate("kontor.webhooks", WebhookSettings.class);

	private static final ConsoleSettings CONSOLE = new ConsoleSettings(Duration.ofSeconds(10));

	private final MeterRegistry meters = new SimpleMeterRegistry();

	private final MutableClock clock = MutableClock.stoppedAt(Instant.parse("2026-11-25T10:00:00Z"));

	private final Dashboard dashboard = new Dashboard(meters, WEBHOOKS, CONSOLE, clock);

	private final AtomicLong backlogAgeMillis = new AtomicLong();

	@Test
	void readsAttemptsByOutcomeQueueDepthDisabledEndpointsTokenRequestsAndOrders() {
		AtomicLong depth = new AtomicLong(7);
		Gauge.builder("kontor.webhooks.queue.depth", depth, AtomicLong::get).register(meters);
		Counter delivered = Counter.builder("kontor.webhooks.attempts").tag("outcome", "delivered").register(meters);
		Counter failed = Counter.builder("kontor.webhooks.attempts").tag("outcome", "failed").register(meters);
		Counter.builder("kontor.webhooks.endpoints.disabled").register(meters).increment(2);
		Counter issued = Counter.builder("kontor.identity.token.requests").tag("outcome", "issued").register(meters);
		Counter refused = Counter.builder("kontor.identity.token.requests").tag("outcome", "refused").register(meters);
		Counter buys = Counter.builder("kontor.orders.placed").tag("side", "Buy").register(meters);
		Counter sells = Counter.builder("kontor.orders.placed").tag("side", "Sell").register(meters);
		Counter refusedForAmount = Counter.builder("kontor.orders.refused").tag("rule", "amount").register(meters);
		Counter executions = Counter.builder("kontor.orders.executions").register(meters);
		AtomicLong resting = new AtomicLong(12);
		Gauge.builder("kontor.orders.venue.resting", resting, AtomicLong::get).register(meters);
		buys.increment(1000);
		dashboard.sample();

		clock.advance(java.time.Duration.ofSeconds(60));
		delivered.increment(30);
		failed.increment(4);
		issued.increment(100);
		refused.increment(5);
		buys.increment(40);
		sells.increment(20);
		refusedForAmount.increment(3);
		executions.increment(50);
		DashboardFigures figures = dashboard.figures();

		assertThat(figures).isEqualTo(new DashboardFigures(30, 4, 7, 2, null,
				new DashboardFigures.Backlog(Duration.ZERO, Duration.ofSeconds(60)),
				new DashboardFigures.TokenFigures(105, 105), new DashboardFigures.OrderFigures(60, 3, 50, 12)));
	}

	@Test
	void showsZerosBeforeAnyMeterExists() {
		assertThat(new Dashboard(meters, WEBHOOKS, CONSOLE, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)).figures())
			.isEqualTo(new DashboardFigures(0, 0, 0, 0, null,
					new DashboardFigures.Backlog(Duration.ZERO, Duration.ofSeconds(60)),
					new DashboardFigures.TokenFigures(0, 0), new DashboardFigures.OrderFigures(0, 0, 0, 0)));
		assertThat(dashboard.deliveries().points()).isEmpty();
	}

	@Test
	void showsTheDeliveryLatencyP99OfTheLastMinuteAndTheBacklogAge() {
		Timer latency = LatencyCountsTest.lifetimeHistogram(meters);
		registerBacklogAge();
		record(latency, 1000, 5);
		dashboard.sample();
		clock.advance(Duration.ofSeconds(30));
		dashboard.sample();
		clock.advance(Duration.ofSeconds(30));
		record(latency, 100, 40);
		backlogAgeMillis.set(12_400);

		DashboardFigures figures = dashboard.figures();

		assertThat(figures.deliveryLatencyP99()).as("of the last minute's 100 deliveries, not of all 1,100")
			.isEqualTo(new Percentile(Duration.ofNanos(49_700_000), false));
		assertThat(figures.deliveryLatencyP99().text()).isEqualTo("50 ms");
		assertThat(figures.backlogAge()).isEqualTo(Duration.ofMillis(12_400));
		assertThat(figures.backlogAgeText()).isEqualTo("12 s");
		assertThat(figures.backlogLate()).isFalse();

		dashboard.sample();
		clock.advance(Duration.ofSeconds(60));
		assertThat(dashboard.figures().deliveryLatencyP99()).as("no delivery in the last minute").isNull();
	}

	@Test
	void raisesTheAlertWhenTheBacklogIsOlderThanTheSetting() {
		registerBacklogAge();
		backlogAgeMillis.set(60_000);
		assertThat(dashboard.figures().backlogLate()).as("at the alert age").isFalse();

		backlogAgeMillis.set(95_300);
		DashboardFigures figures = dashboard.figures();

		assertThat(figures.backlogLate()).isTrue();
		assertThat(figures.backlogAlert())
			.isEqualTo("Webhook deliveries are late: the oldest due delivery has waited 95 s (alert at 60 s)");
	}

	@Test
	void keepsTheLatencyAndBacklogAgeOfEachSampleInterval() {
		Timer latency = LatencyCountsTest.lifetimeHistogram(meters);
		registerBacklogAge();
		dashboard.sample();
		clock.advance(Duration.ofSeconds(10));
		record(latency, 10, 40);
		backlogAgeMillis.set(3_000);
		dashboard.sample();
		clock.advance(Duration.ofSeconds(10));
		dashboard.sample();

		DeliveryTrend trend = dashboard.deliveries();

		assertThat(trend.points()).extracting(DeliveryPoint::deliveries).containsExactly(null, 10L, 0L);
		assertThat(trend.points()).extracting(point -> point.p99() == null ? null : point.p99().text())
			.containsExactly(null, "50 ms", null);
		assertThat(trend.points()).extracting(DeliveryPoint::backlogAge)
			.containsExactly(Duration.ZERO, Duration.ofSeconds(3), Duration.ofSeconds(3));
		assertThat(trend.newestFirst().getFirst().at()).isEqualTo(Instant.parse("2026-11-25T10:00:20Z"));
		assertThat(trend.summary()).contains("highest p99 50 ms", "highest 3 s");
	}

	private void registerBacklogAge() {
		// As the webhooks module registers it: milliseconds.
		TimeGauge.builder("kontor.webhooks.backlog.age", backlogAgeMillis, TimeUnit.MILLISECONDS, AtomicLong::get)
			.register(meters);
	}

	private static void record(Timer timer, int times, long millis) {
		for (int i = 0; i < times; i++) {
			timer.record(Duration.ofMillis(millis));
		}
	}
}
