package dev.kontor.shared.time;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

import org.jspecify.annotations.Nullable;

import org.springframework.scheduling.support.CronExpression;

/**
 * The latest time a cron expression names at or before a moment, for jobs that catch up on a run their instance
 * missed (it was down at the scheduled time): they look whether the latest scheduled run is done, rather than wait for
 * the next one.
 */
public final class LatestScheduledTime {

	private LatestScheduledTime() {
	}

	/** The latest time {@code cron} (UTC) names at or before {@code now}, within {@code lookBack}; null if none. */
	public static @Nullable Instant of(CronExpression cron, Instant now, Duration lookBack) {
		ZonedDateTime end = now.atZone(ZoneOffset.UTC);
		ZonedDateTime candidate = cron.next(end.minus(lookBack));
		ZonedDateTime latest = null;
		while (candidate != null && !candidate.isAfter(end)) {
			latest = candidate;
			candidate = cron.next(candidate);
		}
		return latest == null ? null : latest.toInstant();
	}
}
