package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The last 30 minutes of trading and delivery, one point per sample interval: the orders placed, executions and
 * deliveries acknowledged in it, from the growth of their counters between two samples. The first sample starts
 * the history and is no point of its own; a counter that went back (a meter registered anew) counts nothing.
 */
final class ActivityHistory {

	static final Duration KEPT = Duration.ofMinutes(30);

	private final Deque<ActivityPoint> points = new ArrayDeque<>();

	private @Nullable MeterSample last;

	synchronized void add(MeterSample sample) {
		if (last != null && sample.at().isBefore(last.at())) {
			points.clear();
			last = null;
		}
		if (last != null) {
			points.addLast(new ActivityPoint(sample.at(), growth(last.ordersPlaced(), sample.ordersPlaced()),
					growth(last.executions(), sample.executions()), growth(last.delivered(), sample.delivered())));
		}
		last = sample;
		while (!points.isEmpty() && points.peekFirst().at().isBefore(sample.at().minus(KEPT))) {
			points.removeFirst();
		}
	}

	/** The points of the last 30 minutes, oldest first. */
	synchronized List<ActivityPoint> points() {
		return List.copyOf(points);
	}

	private static long growth(double from, double to) {
		return to >= from ? Math.round(to - from) : 0;
	}
}
