package dev.kontor.console.dashboard;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PerMinuteTest {

	private static final Instant T0 = Instant.parse("2026-11-25T10:00:00Z");

	private final PerMinute perMinute = new PerMinute();

	@Test
	void countsTheGrowthSinceTheNewestSampleAtLeastAMinuteOld() {
		perMinute.add(sample(0, 10));
		perMinute.add(sample(30, 40));
		perMinute.add(sample(60, 70));

		assertThat(perMinute.rate(sample(90, 100), MeterSample::delivered)).isEqualTo(60);
		assertThat(perMinute.rate(sample(120, 100), MeterSample::delivered)).isEqualTo(30);
	}

	@Test
	void scalesTheFirstSecondsToAMinute() {
		perMinute.add(sample(0, 0));

		assertThat(perMinute.rate(sample(30, 15), MeterSample::delivered)).isEqualTo(30);
	}

	@Test
	void answersZeroWithoutSamplesOrTime() {
		assertThat(perMinute.rate(sample(0, 5), MeterSample::delivered)).isZero();
		perMinute.add(sample(0, 0));
		assertThat(perMinute.rate(sample(0, 5), MeterSample::delivered)).isZero();
	}

	@Test
	void forgetsSamplesOlderThanThreeMinutes() {
		perMinute.add(sample(0, 0));
		perMinute.add(sample(200, 100));

		assertThat(perMinute.rate(sample(230, 130), MeterSample::delivered)).as("scaled from the sample at 200 s")
			.isEqualTo(60);
	}

	@Test
	void aCounterThatRestartedCountsNothingRatherThanANegativeRate() {
		perMinute.add(sample(0, 50));

		assertThat(perMinute.rate(sample(60, 10), MeterSample::delivered)).isZero();
	}

	@Test
	void startsAgainWhenTheClockIsSetBack() {
		perMinute.add(sample(600, 0));
		perMinute.add(sample(0, 10));

		assertThat(perMinute.rate(sample(30, 25), MeterSample::delivered)).isEqualTo(30);
	}

	private static MeterSample sample(int seconds, double delivered) {
		return new MeterSample(T0.plusSeconds(seconds), delivered, 0, 0, 0, 0, 0, LatencyCounts.NONE);
	}
}
