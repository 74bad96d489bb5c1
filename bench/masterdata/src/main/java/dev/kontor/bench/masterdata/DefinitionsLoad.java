package dev.kontor.bench.masterdata;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.random.RandomGenerator;

import dev.kontor.bench.common.HttpConnection;

/**
 * Closed-loop load of {@code GET /api/masterdata/v2/definitions}: each of C threads holds one persistent connection
 * and sends its next search as soon as the answer to the previous one has been read. Searches are what integrators
 * type, taken from names {@link Names} makes: a prefix of 2 to 5 letters of one word, the starts of a name's first
 * two words, its first three words, an exact ISIN or provider id of one of the generated instruments, or one of the
 * first 20 pages without a search; 50 per page. Only requests that start and end inside the window count.
 */
final class DefinitionsLoad {

	/** What one run measured: latencies sorted, answers other than 200, requests without an answer. */
	record Run(int connections, int seconds, long[] sortedNanos, long non200, long errors, String firstProblem) {

		/** Nearest-rank quantile in milliseconds. */
		double ms(double quantile) {
			int rank = (int) Math.ceil(quantile * sortedNanos.length);
			return sortedNanos.length == 0 ? Double.NaN
					: sortedNanos[Math.min(sortedNanos.length, Math.max(1, rank)) - 1] / 1e6;
		}

		/** The row of the benchmark's table. */
		String row() {
			return String.format(Locale.ROOT, "| %d | %d | %.0f | %.1f | %.1f | %.1f | %d |", connections,
					sortedNanos.length, sortedNanos.length / (double) seconds, ms(0.5), ms(0.99), ms(1.0),
					non200 + errors);
		}
	}

	private final URI base;

	private final String bearer;

	private final int instruments;

	DefinitionsLoad(URI base, String token, int instruments) {
		this.base = base;
		this.bearer = "Bearer " + token;
		this.instruments = instruments;
	}

	/** The path and query of one search. */
	String nextPath(RandomGenerator random) {
		int n = 1 + random.nextInt(instruments);
		List<String> words = Arrays.stream(Names.next(random).name().split("[^A-Za-z0-9]+"))
			.filter(word -> !word.isEmpty())
			.toList();
		String search = switch (random.nextInt(6)) {
			case 0 -> {
				String word = Names.any(random, words);
				yield word.substring(0, Math.min(word.length(), 2 + random.nextInt(4)));
			}
			case 1 -> words.get(0).substring(0, Math.min(4, words.get(0).length())) + " "
					+ words.get(1).substring(0, Math.min(3, words.get(1).length()));
			case 2 -> Snapshots.isin(n);
			case 3 -> Snapshots.providerId(n);
			case 4 -> String.join(" ", words.subList(0, Math.min(3, words.size())));
			default -> null;
		};
		return search == null ? "/api/masterdata/v2/definitions?page=" + (1 + random.nextInt(20)) + "&recordsPerPage=50"
				: "/api/masterdata/v2/definitions?page=1&recordsPerPage=50&searchParameter="
						+ URLEncoder.encode(search, StandardCharsets.UTF_8);
	}

	private byte[] request(String path) {
		return ("GET " + path + " HTTP/1.1\r\nHost: " + base.getRawAuthority() + "\r\nAuthorization: " + bearer
				+ "\r\nAccept: application/json\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
	}

	Run run(int connections, int seconds) throws InterruptedException {
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
		LongAdder non200 = new LongAdder();
		LongAdder errors = new LongAdder();
		AtomicReference<String> firstProblem = new AtomicReference<>();
		List<long[]> perThread = new ArrayList<>();
		List<Thread> threads = new ArrayList<>();
		InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
		for (int i = 0; i < connections; i++) {
			threads.add(Thread.ofPlatform().name("definitions-" + i).start(() -> {
				RandomGenerator random = ThreadLocalRandom.current();
				long[] took = new long[4096];
				int n = 0;
				try (HttpConnection connection = new HttpConnection(address, 30_000)) {
					while (System.nanoTime() < end) {
						String path = nextPath(random);
						byte[] request = request(path);
						long sent = System.nanoTime();
						try {
							int status = connection.exchange(request);
							long done = System.nanoTime();
							if (done > end) {
								break;
							}
							took = n == took.length ? Arrays.copyOf(took, n * 2) : took;
							took[n++] = done - sent;
							if (status != 200) {
								non200.increment();
								firstProblem.compareAndSet(null, status + " for " + path);
							}
						}
						catch (IOException ex) {
							errors.increment();
							firstProblem.compareAndSet(null, path + ": " + ex);
						}
					}
				}
				synchronized (perThread) {
					perThread.add(Arrays.copyOf(took, n));
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join(TimeUnit.SECONDS.toMillis(seconds) + 40_000L);
		}
		synchronized (perThread) {
			return new Run(connections, seconds, perThread.stream().flatMapToLong(Arrays::stream).sorted().toArray(),
					non200.sum(), errors.sum(), firstProblem.get());
		}
	}
}
