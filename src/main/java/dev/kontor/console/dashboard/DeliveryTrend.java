package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * What the dashboard's delivery chart and its table show: the points of the last 30 minutes, oldest first.
 *
 * @param points one per sample interval, oldest first
 */
public record DeliveryTrend(List<DeliveryPoint> points) {

	public DeliveryTrend {
		points = List.copyOf(points);
	}

	/** For the table, which starts with the latest interval. */
	public List<DeliveryPoint> newestFirst() {
		return points.reversed();
	}

	/** The highest p99 of the intervals; null when none had a delivery. */
	public @Nullable Percentile highestP99() {
		return points.stream()
			.map(DeliveryPoint::p99)
			.filter(p99 -> p99 != null)
			.max(Comparator.comparing(Percentile::exceeded).thenComparing(Percentile::value))
			.orElse(null);
	}

	public Duration highestBacklogAge() {
		return points.stream().map(DeliveryPoint::backlogAge).max(Comparator.naturalOrder()).orElse(Duration.ZERO);
	}

	/** What the chart shows, in words, for those who cannot see it. */
	public String summary() {
		if (points.isEmpty()) {
			return "Chart of webhook delivery latency and backlog age: no samples yet";
		}
		Percentile highest = highestP99();
		return "Line chart of the last 30 minutes, one point per sample interval: delivery latency p50 and p99 ("
				+ (highest == null ? "no delivery" : "highest p99 " + highest.text())
				+ ") and the age of the oldest waiting delivery (highest " + highestBacklogAge().toSeconds()
				+ " s); the table below lists the same values";
	}
}
