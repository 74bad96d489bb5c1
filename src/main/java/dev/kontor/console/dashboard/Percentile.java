package dev.kontor.console.dashboard;

import java.time.Duration;

/**
 * A latency percentile estimated from a histogram.
 *
 * @param value the estimate; when {@code exceeded}, the histogram's largest bound, which the percentile lies above
 * @param exceeded the percentile lies above the largest bound of the histogram, so that only a lower limit is known
 */
public record Percentile(Duration value, boolean exceeded) {

	/** Milliseconds, as the chart draws them. */
	public double millis() {
		return value.toNanos() / 1e6;
	}

	/** As the pages show it: {@code 0.8 ms}, {@code 12 ms}, {@code 2.4 s}, {@code over 30 s}. */
	public String text() {
		return exceeded ? "over " + DurationText.of(value) : DurationText.of(value);
	}
}
