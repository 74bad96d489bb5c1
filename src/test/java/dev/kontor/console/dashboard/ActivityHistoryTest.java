package dev.kontor.console.dashboard;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The activity per sample interval: the growth of the counters between two samples, for the last 30 minutes. */
class ActivityHistoryTest {

	private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

	@Test
	void countsWhatEachIntervalAddedAndStartsWithTheSecondSample() {
		ActivityHistory history = new ActivityHistory();
		history.add(sample(0, 10, 4, 100));
		history.add(sample(10, 13, 6, 103));
		history.add(sample(20, 13, 6, 110));

		assertThat(history.points()).containsExactly(new ActivityPoint(START.plusSeconds(10), 3, 2, 3),
				new ActivityPoint(START.plusSeconds(20), 0, 0, 7));
	}

	@Test
	void aCounterThatWentBackCountsNothingAndOldIntervalsAreDropped() {
		ActivityHistory history = new ActivityHistory();
		history.add(sample(0, 10, 4, 100));
		history.add(sample(10, 2, 4, 101));
		history.add(sample(31 * 60, 5, 4, 101));

		assertThat(history.points()).containsExactly(new ActivityPoint(START.plusSeconds(31 * 60), 3, 0, 0));
	}

	private static MeterSample sample(long seconds, double orders, double executions, double delivered) {
		return new MeterSample(START.plusSeconds(seconds), delivered, 0, 0, orders, 0, executions, LatencyCounts.NONE);
	}
}
