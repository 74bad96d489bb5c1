package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.CountAtBucket;
import io.micrometer.core.instrument.distribution.HistogramSnapshot;
import org.jspecify.annotations.Nullable;

/**
 * The counts of a latency timer's histogram: how many values it recorded, and how many of them at or below each
 * bucket bound. Read from a registry that keeps them for its lifetime (Prometheus does: its scrape needs them so),
 * the counts of one moment minus those of an earlier one are the values recorded in between, so that a percentile
 * can be told for any interval between two samples, not only since the start.
 */
final class LatencyCounts {

	static final LatencyCounts NONE = new LatencyCounts(0, new double[0], new double[0]);

	private final long values;

	private final double[] boundsNanos;

	private final double[] atOrBelow;

	private LatencyCounts(long values, double[] boundsNanos, double[] atOrBelow) {
		this.values = values;
		this.boundsNanos = boundsNanos;
		this.atOrBelow = atOrBelow;
	}

	static LatencyCounts of(@Nullable Timer timer) {
		return timer == null ? NONE : of(timer.takeSnapshot());
	}

	static LatencyCounts of(HistogramSnapshot snapshot) {
		CountAtBucket[] buckets = snapshot.histogramCounts();
		double[] bounds = new double[buckets.length];
		double[] counts = new double[buckets.length];
		for (int i = 0; i < buckets.length; i++) {
			bounds[i] = buckets[i].bucket(TimeUnit.NANOSECONDS);
			counts[i] = buckets[i].count();
		}
		return new LatencyCounts(snapshot.count(), bounds, counts);
	}

	/** How many values the counts hold. */
	long values() {
		return values;
	}

	/**
	 * The values recorded since {@code earlier}; empty when a count went down (the timer started again, or its
	 * registry keeps a rolling window, which would make any difference a guess) or the buckets changed.
	 */
	Optional<LatencyCounts> since(LatencyCounts earlier) {
		if (earlier.boundsNanos.length == 0 && earlier.values == 0) {
			return Optional.of(this);
		}
		if (!Arrays.equals(boundsNanos, earlier.boundsNanos) || values < earlier.values) {
			return Optional.empty();
		}
		double[] difference = new double[atOrBelow.length];
		for (int i = 0; i < atOrBelow.length; i++) {
			difference[i] = atOrBelow[i] - earlier.atOrBelow[i];
			if (difference[i] < 0) {
				return Optional.empty();
			}
		}
		return Optional.of(new LatencyCounts(values - earlier.values, boundsNanos, difference));
	}

	/**
	 * The {@code quantile} (0.5 for the median) of the values, as Prometheus' {@code histogram_quantile} estimates
	 * it: linearly between the bounds of the bucket its rank falls in, from zero for the first bucket. A rank above
	 * the largest bound answers that bound, marked as exceeded. Empty without values or without buckets.
	 */
	Optional<Percentile> percentile(double quantile) {
		if (values == 0 || boundsNanos.length == 0) {
			return Optional.empty();
		}
		double rank = quantile * values;
		double below = 0;
		double lowerBound = 0;
		for (int i = 0; i < boundsNanos.length; i++) {
			if (atOrBelow[i] >= rank && atOrBelow[i] > below) {
				double share = (rank - below) / (atOrBelow[i] - below);
				return Optional.of(new Percentile(nanos(lowerBound + (boundsNanos[i] - lowerBound) * share), false));
			}
			below = atOrBelow[i];
			lowerBound = boundsNanos[i];
		}
		return Optional.of(new Percentile(nanos(lowerBound), true));
	}

	private static Duration nanos(double nanos) {
		return Duration.ofNanos(Math.round(nanos));
	}
}
