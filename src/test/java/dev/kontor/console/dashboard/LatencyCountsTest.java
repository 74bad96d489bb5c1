package dev.kontor.console.dashboard;

import java.time.Duration;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MockClock;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleConfig;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Percentiles of the values a latency histogram recorded between two samples. The histograms here keep their counts
 * for their lifetime, as the application's Prometheus registry does, with the bounds 10, 20, 50, 100 ms and 1 s.
 */
class LatencyCountsTest {

	private final MockClock clock = new MockClock();

	private final MeterRegistry meters = new SimpleMeterRegistry(SimpleConfig.DEFAULT, clock);

	private final Timer timer = lifetimeHistogram(meters);

	@Test
	void estimatesAPercentileLinearlyWithinTheBucketOfItsRank() {
		record(90, 5);
		record(10, 40);

		LatencyCounts counts = LatencyCounts.of(timer);

		assertThat(counts.values()).isEqualTo(100);
		assertThat(millis(counts.percentile(0.5).orElseThrow())).as("rank 50 of 90 in (0, 10 ms]")
			.isCloseTo(5.56, within(0.01));
		assertThat(millis(counts.percentile(0.99).orElseThrow())).as("rank 99: the 9th of 10 in (20, 50 ms]")
			.isCloseTo(47, within(0.01));
	}

	@Test
	void countsOnlyTheValuesRecordedSinceTheEarlierCounts() {
		record(1000, 5);
		LatencyCounts start = LatencyCounts.of(timer);
		record(10, 40);

		LatencyCounts interval = LatencyCounts.of(timer).since(start).orElseThrow();

		assertThat(interval.values()).isEqualTo(10);
		assertThat(millis(interval.percentile(0.5).orElseThrow())).as("the interval's median, not the lifetime's 5 ms")
			.isCloseTo(35, within(0.01));
		assertThat(millis(LatencyCounts.of(timer).percentile(0.5).orElseThrow())).isLessThan(10);
	}

	@Test
	void anIntervalWithoutValuesHasNoPercentileRatherThanZero() {
		record(10, 5);
		LatencyCounts start = LatencyCounts.of(timer);

		LatencyCounts interval = LatencyCounts.of(timer).since(start).orElseThrow();

		assertThat(interval.values()).isZero();
		assertThat(interval.percentile(0.99)).isEmpty();
		assertThat(LatencyCounts.NONE.percentile(0.5)).isEmpty();
	}

	@Test
	void aRankAboveTheLargestBoundAnswersThatBoundAsExceeded() {
		record(1, 5);
		record(99, 5000);

		Percentile p99 = LatencyCounts.of(timer).percentile(0.99).orElseThrow();

		assertThat(p99).isEqualTo(new Percentile(Duration.ofSeconds(1), true));
		assertThat(p99.text()).isEqualTo("over 1.0 s");
	}

	@Test
	void countsThatWentDownTellNoInterval() {
		record(10, 5);
		LatencyCounts before = LatencyCounts.of(timer);
		Timer restarted = lifetimeHistogram(new SimpleMeterRegistry(SimpleConfig.DEFAULT, clock));
		restarted.record(Duration.ofMillis(5));

		assertThat(LatencyCounts.of(restarted).since(before)).isEmpty();
	}

	@Test
	void theCountsOfTheFirstSampleAreAnIntervalFromNothing() {
		record(4, 5);

		assertThat(LatencyCounts.of(timer).since(LatencyCounts.NONE).orElseThrow().values()).isEqualTo(4);
		assertThat(LatencyCounts.of((Timer) null).values()).isZero();
	}

	@Test
	void thePrometheusRegistryKeepsTheCountsOfAPercentileHistogramPastItsTwoMinuteWindowUpTo30Seconds() {
		PrometheusMeterRegistry prometheus = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT,
				new PrometheusRegistry(), clock);
		// As the webhooks module registers its delivery latency.
		Timer latency = Timer.builder("kontor.webhooks.delivery.latency")
			.publishPercentileHistogram()
			.register(prometheus);
		for (int i = 0; i < 100; i++) {
			latency.record(Duration.ofMillis(120));
		}
		LatencyCounts start = LatencyCounts.of(latency);
		clock.add(Duration.ofMinutes(10));
		latency.record(Duration.ofMillis(3));

		LatencyCounts interval = LatencyCounts.of(latency).since(start).orElseThrow();

		assertThat(start.percentile(0.99).orElseThrow().value()).isBetween(Duration.ofMillis(100),
				Duration.ofMillis(140));
		assertThat(interval.values()).isOne();
		assertThat(interval.percentile(0.99).orElseThrow().value()).isBetween(Duration.ofMillis(2),
				Duration.ofMillis(4));
		latency.record(Duration.ofMinutes(5));
		assertThat(LatencyCounts.of(latency).since(start).orElseThrow().percentile(0.99))
			.contains(new Percentile(Duration.ofSeconds(30), true));
	}

	private void record(int times, long millis) {
		for (int i = 0; i < times; i++) {
			timer.record(Duration.ofMillis(millis));
		}
	}

	private static double millis(Percentile percentile) {
		return percentile.millis();
	}

	/** Never rolls over: one buffer that expires in five years, as Prometheus' histograms. */
	static Timer lifetimeHistogram(MeterRegistry meters) {
		return Timer.builder("kontor.webhooks.delivery.latency")
			.serviceLevelObjectives(Duration.ofMillis(10), Duration.ofMillis(20), Duration.ofMillis(50),
					Duration.ofMillis(100), Duration.ofSeconds(1))
			.distributionStatisticExpiry(Duration.ofDays(1825))
			.distributionStatisticBufferLength(1)
			.register(meters);
	}
}
