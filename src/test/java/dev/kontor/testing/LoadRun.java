package dev.kontor.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A benchmark's measured run: an operation repeated by a number of threads for a number of seconds, each call timed;
 * a call that throws counts as a failure and is not timed. For the harnesses under {@code bench/}, never for
 * assertions on timings in the suite.
 */
public final class LoadRun {

	private LoadRun() {
	}

	/** What a run measured: operations, failures, the run's length and every operation's time, sorted. */
	public record Figures(long operations, long failures, double seconds, long[] nanos) {

		public double perSecond() {
			return operations / seconds;
		}

		public double millis(double quantile) {
			return LoadRun.millis(nanos, quantile);
		}
	}

	/** The quantile of the sorted times in milliseconds (1.0: the longest); NaN when there are none. */
	public static double millis(long[] sortedNanos, double quantile) {
		if (sortedNanos.length == 0) {
			return Double.NaN;
		}
		return sortedNanos[Math.min(sortedNanos.length - 1, (int) Math.ceil(quantile * sortedNanos.length) - 1)]
				/ 1e6;
	}

	public static Figures run(int threads, int seconds, Runnable operation) throws Exception {
		long end = System.nanoTime() + seconds * 1_000_000_000L;
		AtomicLong failures = new AtomicLong();
		List<Future<long[]>> results = new ArrayList<>();
		long start = System.nanoTime();
		try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
			for (int i = 0; i < threads; i++) {
				results.add(pool.submit(() -> {
					long[] nanos = new long[1 << 14];
					int count = 0;
					while (System.nanoTime() < end) {
						long before = System.nanoTime();
						try {
							operation.run();
						}
						catch (RuntimeException failure) {
							failures.incrementAndGet();
							continue;
						}
						if (count == nanos.length) {
							nanos = Arrays.copyOf(nanos, count * 2);
						}
						nanos[count++] = System.nanoTime() - before;
					}
					return Arrays.copyOf(nanos, count);
				}));
			}
			List<long[]> all = new ArrayList<>();
			for (Future<long[]> result : results) {
				all.add(result.get());
			}
			double elapsed = (System.nanoTime() - start) / 1e9;
			long[] merged = all.stream().flatMapToLong(Arrays::stream).sorted().toArray();
			return new Figures(merged.length, failures.get(), elapsed, merged);
		}
	}
}
