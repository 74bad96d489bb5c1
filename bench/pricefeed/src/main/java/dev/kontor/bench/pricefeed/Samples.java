package dev.kontor.bench.pricefeed;

import java.util.Arrays;
import java.util.Locale;

/** Latencies of one run (nanoseconds), collected by one thread at a time, reported as nearest-rank percentiles. */
final class Samples {

	private long[] nanos = new long[1024];

	private int count;

	void add(long took) {
		if (count == nanos.length) {
			nanos = Arrays.copyOf(nanos, count * 2);
		}
		nanos[count++] = took;
	}

	/** All samples of the parts, sorted. */
	static Samples merged(Iterable<Samples> parts) {
		Samples all = new Samples();
		for (Samples part : parts) {
			for (int i = 0; i < part.count; i++) {
				all.add(part.nanos[i]);
			}
		}
		Arrays.sort(all.nanos, 0, all.count);
		return all;
	}

	int count() {
		return count;
	}

	/** Nearest-rank quantile of sorted samples, in milliseconds. */
	double ms(double quantile) {
		if (count == 0) {
			return Double.NaN;
		}
		int rank = (int) Math.ceil(quantile * count);
		return nanos[Math.min(count, Math.max(1, rank)) - 1] / 1e6;
	}

	double meanMs() {
		return count == 0 ? Double.NaN : Arrays.stream(nanos, 0, count).average().orElse(Double.NaN) / 1e6;
	}

	String summary() {
		return String.format(Locale.ROOT, "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms", ms(0.5), ms(0.9),
				ms(0.99), ms(1));
	}

	String json() {
		return String.format(Locale.ROOT, "\"requests\":%d,\"p50Ms\":%.2f,\"p90Ms\":%.2f,\"p99Ms\":%.2f,\"maxMs\":%.2f,"
				+ "\"meanMs\":%.2f", count, ms(0.5), ms(0.9), ms(0.99), ms(1), meanMs());
	}
}
