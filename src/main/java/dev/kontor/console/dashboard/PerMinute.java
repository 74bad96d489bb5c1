package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import org.jspecify.annotations.Nullable;

/**
 * Turns cumulative counters into per-minute figures: keeps the samples of the last minutes and answers the growth
 * since the newest sample at least a minute old; before the first minute is over, the growth since the first
 * sample scaled to a minute.
 */
final class PerMinute {

	private static final Duration MINUTE = Duration.ofMinutes(1);

	private static final Duration KEPT = Duration.ofMinutes(3);

	private final Deque<MeterSample> samples = new ArrayDeque<>();

	synchronized void add(MeterSample sample) {
		MeterSample last = samples.peekLast();
		if (last != null && sample.at().isBefore(last.at())) {
			// The clock was set back: the samples kept would count time that did not pass.
			samples.clear();
		}
		samples.addLast(sample);
		while (samples.size() > 1 && samples.peekFirst().at().isBefore(sample.at().minus(KEPT))) {
			samples.removeFirst();
		}
	}

	/** The growth of one counter over the last minute up to {@code now}, rounded down. */
	synchronized long rate(MeterSample now, ToDoubleFunction<MeterSample> counter) {
		MeterSample base = minuteBefore(now);
		if (base != null) {
			return (long) Math.max(0, counter.applyAsDouble(now) - counter.applyAsDouble(base));
		}
		MeterSample first = samples.peekFirst();
		if (first == null) {
			return 0;
		}
		long elapsedMillis = Duration.between(first.at(), now.at()).toMillis();
		if (elapsedMillis < 1000) {
			return 0;
		}
		double growth = Math.max(0, counter.applyAsDouble(now) - counter.applyAsDouble(first));
		return (long) (growth * MINUTE.toMillis() / elapsedMillis);
	}

	/**
	 * The sample the last minute up to {@code now} starts at: the newest at least a minute old, or before the first
	 * minute is over, the first one; empty without samples.
	 */
	synchronized Optional<MeterSample> lastMinuteStart(MeterSample now) {
		MeterSample base = minuteBefore(now);
		return Optional.ofNullable(base != null ? base : samples.peekFirst());
	}

	private @Nullable MeterSample minuteBefore(MeterSample now) {
		MeterSample base = null;
		for (MeterSample sample : samples) {
			if (!sample.at().isAfter(now.at().minus(MINUTE))) {
				base = sample;
			}
		}
		return base;
	}
}
