package dev.kontor.bench.masterdata;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.random.RandomGenerator;

import dev.kontor.bench.common.ClosedLoop;
import dev.kontor.bench.common.HttpConnection;

/**
 * Closed-loop load of {@code GET /api/masterdata/v2/definitions}: each of C threads holds one persistent connection
 * and sends its next search as soon as the answer to the previous one has been read. Searches are what integrators
 * type, taken from names {@link Names} makes: a prefix of 2 to 5 letters of one word, the starts of a name's first
 * two words, its first three words, an exact ISIN or provider id of one of the generated instruments, or one of the
 * first 20 pages without a search; 50 per page ({@link ClosedLoop}).
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

	Run run(int connections, int seconds) throws InterruptedException {
		LongAdder non200 = new LongAdder();
		AtomicReference<String> firstProblem = new AtomicReference<>();
		ClosedLoop.Result result = ClosedLoop.run(new InetSocketAddress(base.getHost(), base.getPort()), "definitions",
				connections, seconds, 30_000, () -> {
					String path = nextPath(ThreadLocalRandom.current());
					return new ClosedLoop.Step() {

						@Override
						public byte[] request() {
							return ("GET " + path + " HTTP/1.1\r\nHost: " + base.getRawAuthority() + "\r\nAuthorization: "
									+ bearer + "\r\nAccept: application/json\r\n\r\n")
								.getBytes(StandardCharsets.ISO_8859_1);
						}

						@Override
						public void answered(int status, HttpConnection connection) {
							if (status != 200) {
								non200.increment();
								firstProblem.compareAndSet(null, status + " for " + path);
							}
						}

						@Override
						public void failed(IOException ex) {
							firstProblem.compareAndSet(null, path + ": " + ex);
						}
					};
				});
		return new Run(connections, seconds, result.sortedNanos(), non200.sum(), result.errors(), firstProblem.get());
	}
}
