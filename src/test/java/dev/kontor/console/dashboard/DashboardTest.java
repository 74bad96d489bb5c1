package dev.kontor.console.dashboard;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;

/** The dashboard reads the meters the webhooks, identity and orders modules register, by their names and tags. */
class DashboardTest {

	private final MeterRegistry meters = new SimpleMeterRegistry();

	private final MutableClock clock = MutableClock.stoppedAt(Instant.parse("2026-11-25T10:00:00Z"));

	private final Dashboard dashboard = new Dashboard(meters, clock);

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

		assertThat(figures).isEqualTo(new DashboardFigures(30, 4, 7, 2, 105, 105, 60, 3, 50, 12));
	}

	@Test
	void showsZerosBeforeAnyMeterExists() {
		assertThat(new Dashboard(meters, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)).figures())
			.isEqualTo(new DashboardFigures(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
	}
}
