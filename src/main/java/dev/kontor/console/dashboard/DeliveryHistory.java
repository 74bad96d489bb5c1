package dev.kontor.console.dashboard;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The last 30 minutes of webhook delivery, one point per sample interval: the latency percentiles of the deliveries
 * acknowledged in the interval (the latency timer's counts at its end minus those at its start) and the backlog
 * age at its end. An interval without deliveries has no latency, rather than a latency of zero.
 */
final class DeliveryHistory {

	static final Duration KEPT = Duration.ofMinutes(30);

	private final Deque<DeliveryPoint> points = new ArrayDeque<>();

	private @Nullable Instant lastAt;

	private LatencyCounts lastCounts = LatencyCounts.NONE;

	synchronized void add(Instant at, LatencyCounts counts, Duration backlogAge) {
		if (lastAt != null && at.isBefore(lastAt)) {
			// The clock was set back: the intervals kept would end in a future that did not come.
			points.clear();
			lastAt = null;
		}
		LatencyCounts interval = lastAt == null ? null : counts.since(lastCounts).orElse(null);
		points.addLast(interval == null ? new DeliveryPoint(at, null, null, null, backlogAge)
				: new DeliveryPoint(at, interval.values(), interval.percentile(0.5).orElse(null),
						interval.percentile(0.99).orElse(null), backlogAge));
		lastAt = at;
		lastCounts = counts;
		while (points.peekFirst().at().isBefore(at.minus(KEPT))) {
			points.removeFirst();
		}
	}

	/** The points of the last 30 minutes, oldest first. */
	synchronized List<DeliveryPoint> points() {
		return List.copyOf(points);
	}
}
