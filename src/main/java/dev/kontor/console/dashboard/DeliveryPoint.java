package dev.kontor.console.dashboard;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.jspecify.annotations.Nullable;

/**
 * Webhook delivery in one sample interval of the dashboard.
 *
 * @param at the end of the interval, when it was sampled
 * @param deliveries the deliveries acknowledged in the interval; null when not known (the first sample, a
 * restarted timer)
 * @param p50 the median latency of those deliveries, from the event's acceptance to the acknowledgement; null
 * without deliveries or when they are not known
 * @param p99 their 99th percentile, null as {@code p50}
 * @param backlogAge how long the oldest due delivery had been waiting for an attempt at the end of the interval
 */
public record DeliveryPoint(Instant at, @Nullable Long deliveries, @Nullable Percentile p50, @Nullable Percentile p99,
		Duration backlogAge) {

	private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss")
		.withZone(ZoneOffset.UTC);

	/** The end of the interval as the table shows it: the time of day in UTC (the table spans 30 minutes). */
	public String timeOfDay() {
		return TIME_OF_DAY.format(at);
	}

	/** As the pages show it. */
	public String backlogAgeText() {
		return backlogAge.toSeconds() + " s";
	}
}
