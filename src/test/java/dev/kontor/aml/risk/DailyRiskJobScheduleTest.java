package dev.kontor.aml.risk;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.kontor.aml.AmlProperties;

import static org.assertj.core.api.Assertions.assertThat;

class DailyRiskJobScheduleTest {

	@Test
	void theDueTimeIsTodaysTwoOClockOnceItHasPassed() {
		DailyRiskJob job = job("0 0 2 * * *");

		assertThat(job.latestScheduledTime(Instant.parse("2026-11-23T02:00:00Z")))
			.isEqualTo(Instant.parse("2026-11-23T02:00:00Z"));
		assertThat(job.latestScheduledTime(Instant.parse("2026-11-23T15:30:00Z")))
			.isEqualTo(Instant.parse("2026-11-23T02:00:00Z"));
	}

	@Test
	void beforeTwoOClockYesterdaysRunIsDue() {
		assertThat(job("0 0 2 * * *").latestScheduledTime(Instant.parse("2026-11-23T01:59:59Z")))
			.isEqualTo(Instant.parse("2026-11-22T02:00:00Z"));
	}

	@Test
	void followsAConfiguredCron() {
		assertThat(job("0 30 22 * * MON-FRI").latestScheduledTime(Instant.parse("2026-11-23T10:00:00Z")))
			.as("Monday morning: Friday evening's run")
			.isEqualTo(Instant.parse("2026-11-20T22:30:00Z"));
	}

	private static DailyRiskJob job(String cron) {
		return new DailyRiskJob(null,
				new AmlProperties(cron, true, Duration.ofMinutes(1), Duration.ofDays(30), Duration.ofSeconds(10),
						Duration.ofHours(24)),
				null);
	}
}
