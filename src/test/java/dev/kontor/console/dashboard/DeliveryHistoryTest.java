package dev.kontor.console.dashboard;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import dev.kontor.testing.MutableClock;

import static org.assertj.core.api.Assertions.assertThat;

/** One point per sample interval of the delivery latency histogram (bounds 10, 20, 50, 100 ms, 1 s). */
class DeliveryHistoryTest {

	private final MutableClock clock = MutableClock.stoppedAt(Instant.parse("2026-11-25T10:00:00Z"));

	private final MeterRegistry meters = new SimpleMeterRegistry();

	private final Timer latency = LatencyCountsTest.lifetimeHistogram(meters);

	private final DeliveryHistory history = new DeliveryHistory();

	@Test
	void keepsTheLatencyOfTheDeliveriesOfEachIntervalAndTheBacklogAgeAtItsEnd() {
		record(1000, 5);
		sample(Duration.ofSeconds(2));
		record(10, 40);
		sampleAfter(Duration.ofSeconds(10), Duration.ofSeconds(3));
		record(1, 5);
		sampleAfter(Duration.ofSeconds(10), Duration.ZERO);

		List<DeliveryPoint> points = history.points();

		assertThat(points).extracting(DeliveryPoint::deliveries).containsExactly(null, 10L, 1L);
		assertThat(points.getFirst().p50()).as("the first sample starts the first interval").isNull();
		assertThat(points.get(1).p50().millis()).as("the interval's deliveries only").isEqualTo(35);
		assertThat(points.get(1).p99().millis()).isEqualTo(49.7);
		assertThat(points.get(2).p99().millis()).isEqualTo(9.9);
		assertThat(points).extracting(DeliveryPoint::backlogAge)
			.containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(3), Duration.ZERO);
		assertThat(points).extracting(DeliveryPoint::at)
			.containsExactly(Instant.parse("2026-11-25T10:00:00Z"), Instant.parse("2026-11-25T10:00:10Z"),
					Instant.parse("2026-11-25T10:00:20Z"));
	}

	@Test
	void anIntervalWithoutDeliveriesHasNoLatencyRatherThanZero() {
		record(10, 40);
		sample(Duration.ZERO);
		record(10, 40);
		sampleAfter(Duration.ofSeconds(10), Duration.ZERO);
		sampleAfter(Duration.ofSeconds(10), Duration.ofSeconds(1));

		DeliveryPoint quiet = history.points().getLast();

		assertThat(quiet.deliveries()).isZero();
		assertThat(quiet.p50()).isNull();
		assertThat(quiet.p99()).isNull();
		assertThat(quiet.backlogAge()).isEqualTo(Duration.ofSeconds(1));
		assertThat(new DeliveryTrend(history.points()).highestP99().millis()).isEqualTo(49.7);
	}

	@Test
	void keepsThirtyMinutes() {
		for (int i = 0; i <= 240; i++) {
			sampleAfter(Duration.ofSeconds(10), Duration.ZERO);
		}

		List<DeliveryPoint> points = history.points();

		assertThat(points).hasSize(181);
		assertThat(Duration.between(points.getFirst().at(), points.getLast().at())).isEqualTo(Duration.ofMinutes(30));
	}

	@Test
	void startsAgainWhenTheClockIsSetBack() {
		sample(Duration.ZERO);
		sampleAfter(Duration.ofMinutes(10), Duration.ZERO);
		clock.advance(Duration.ofMinutes(-20));
		record(5, 5);

		sample(Duration.ZERO);

		assertThat(history.points()).singleElement().satisfies(point -> {
			assertThat(point.deliveries()).as("no interval before the first sample of the new time").isNull();
			assertThat(point.at()).isEqualTo(Instant.parse("2026-11-25T09:50:00Z"));
		});
	}

	@Test
	void anIntervalOverARestartedTimerIsNotKnown() {
		record(10, 5);
		sample(Duration.ZERO);
		clock.advance(Duration.ofSeconds(10));

		Timer restarted = LatencyCountsTest.lifetimeHistogram(new SimpleMeterRegistry());
		restarted.record(Duration.ofMillis(5));
		history.add(clock.instant(), LatencyCounts.of(restarted), Duration.ZERO);

		assertThat(history.points().getLast().deliveries()).isNull();
		assertThat(history.points().getLast().p99()).isNull();
	}

	private void record(int times, long millis) {
		for (int i = 0; i < times; i++) {
			latency.record(Duration.ofMillis(millis));
		}
	}

	private void sampleAfter(Duration interval, Duration backlogAge) {
		clock.advance(interval);
		sample(backlogAge);
	}

	private void sample(Duration backlogAge) {
		history.add(clock.instant(), LatencyCounts.of(latency), backlogAge);
	}
}
