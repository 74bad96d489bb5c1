package dev.kontor.bench.common;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * A closed loop over persistent connections: each of C threads holds one {@link HttpConnection} and sends its next
 * request as soon as it has read the answer to the previous one. Only requests that start and end inside the
 * measured window count; their latency runs from writing the request to having read the whole answer.
 */
public final class ClosedLoop {

	/** One request a thread sends, and what becomes of its answer. */
	public interface Step {

		byte[] request();

		/** The answer, read inside the window: its status, and its body still in the connection. */
		void answered(int status, HttpConnection connection);

		/** No answer inside the window: the connection failed or timed out. */
		void failed(IOException ex);
	}

	/** The latencies of the counted requests in nanoseconds, sorted, and the requests without an answer. */
	public record Result(long[] sortedNanos, long errors) {
	}

	private ClosedLoop() {
	}

	/** Runs for {@code seconds}; {@code steps} is called on the loop's threads, once per request. */
	public static Result run(InetSocketAddress address, String name, int connections, int seconds, int timeoutMillis,
			Supplier<Step> steps) throws InterruptedException {
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
		LongAdder errors = new LongAdder();
		List<long[]> perThread = new ArrayList<>();
		List<Thread> threads = new ArrayList<>();
		for (int i = 0; i < connections; i++) {
			threads.add(Thread.ofPlatform().name(name + "-" + i).start(() -> {
				long[] took = loop(address, end, timeoutMillis, steps, errors);
				synchronized (perThread) {
					perThread.add(took);
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join(TimeUnit.SECONDS.toMillis(seconds) + timeoutMillis + 10_000L);
		}
		synchronized (perThread) {
			return new Result(perThread.stream().flatMapToLong(Arrays::stream).sorted().toArray(), errors.sum());
		}
	}

	private static long[] loop(InetSocketAddress address, long end, int timeoutMillis, Supplier<Step> steps,
			LongAdder errors) {
		long[] took = new long[4096];
		int n = 0;
		try (HttpConnection connection = new HttpConnection(address, timeoutMillis)) {
			while (System.nanoTime() < end) {
				Step step = steps.get();
				byte[] request = step.request();
				long sent = System.nanoTime();
				try {
					int status = connection.exchange(request);
					long done = System.nanoTime();
					if (done > end) {
						break;
					}
					if (n == took.length) {
						took = Arrays.copyOf(took, n * 2);
					}
					took[n++] = done - sent;
					step.answered(status, connection);
				}
				catch (IOException ex) {
					if (System.nanoTime() < end) {
						errors.increment();
						step.failed(ex);
					}
				}
			}
		}
		return Arrays.copyOf(took, n);
	}
}
