package dev.kontor.bench.pricefeed;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.HttpConnection;

/** The loads of the price feed benchmark: closed-loop ingest, paced ingest, delta snapshot polling. */
final class Loads {

	private static final Pattern RECEIVED = Pattern.compile("\"received\"\\s*:\\s*(\\d+)");

	private static final Pattern STORED = Pattern.compile("\"stored\"\\s*:\\s*(\\d+)");

	private static final Pattern TIME_STAMP = Pattern.compile("\"timeStamp\"\\s*:\\s*(\\d+)");

	private Loads() {
	}

	/** What an ingest load did: over the whole run and over the requests completed in the measured window. */
	static final class IngestTotals {

		final LongAdder received = new LongAdder();

		final LongAdder stored = new LongAdder();

		final LongAdder requests = new LongAdder();

		final LongAdder measuredStored = new LongAdder();

		final LongAdder measuredReceived = new LongAdder();

		final LongAdder non200 = new LongAdder();

		final LongAdder errors = new LongAdder();

		final AtomicReference<String> firstProblem = new AtomicReference<>();

		final List<Samples> latencies = new ArrayList<>();

		void problem(String text) {
			firstProblem.compareAndSet(null, text);
		}
	}

	/**
	 * Closed loop: each connection sends its next request of the stream as soon as it has read the answer to the
	 * previous one, from now until {@code endNanos}; requests completed from {@code measureFromNanos} on count in
	 * the measured window.
	 */
	static IngestTotals ingestClosedLoop(URI base, QuoteStream stream, List<QuoteStream.Requests> prepared,
			long measureFromNanos, long endNanos, int timeoutMillis, AtomicLong next) throws InterruptedException {
		IngestTotals totals = new IngestTotals();
		List<Thread> threads = new ArrayList<>();
		int connections = prepared.size();
		InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
		for (int c = 0; c < connections; c++) {
			QuoteStream.Requests requests = prepared.get(c);
			Samples samples = new Samples();
			totals.latencies.add(samples);
			threads.add(Thread.ofPlatform().name("ingest-" + c).start(() -> {
				try (HttpConnection connection = new HttpConnection(address, timeoutMillis)) {
					while (System.nanoTime() < endNanos) {
						long first = next.getAndAdd(stream.perRequest());
						send(connection, requests.request(first), totals, samples, measureFromNanos, endNanos);
					}
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join();
		}
		return totals;
	}

	/**
	 * Open loop: one request of the stream every {@code intervalNanos} (late ones are sent at once) until the end, on
	 * {@code connections} connections taking turns, so that the writer can group batches that wait for it.
	 */
	static List<Thread> ingestPaced(URI base, QuoteStream stream, int connections, long intervalNanos, long endNanos,
			int timeoutMillis, AtomicLong next, IngestTotals totals) {
		InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
		List<Thread> threads = new ArrayList<>();
		long start = System.nanoTime();
		for (int c = 0; c < connections; c++) {
			QuoteStream.Requests requests = stream.requestsOfOneConnection(7 + c);
			Samples samples = new Samples();
			totals.latencies.add(samples);
			long first = start + c * intervalNanos;
			threads.add(Thread.ofPlatform().name("ingest-paced-" + c).start(() -> {
				long due = first;
				try (HttpConnection connection = new HttpConnection(address, timeoutMillis)) {
					while (due < endNanos && System.nanoTime() < endNanos) {
						long wait = due - System.nanoTime();
						if (wait > 0) {
							try {
								TimeUnit.NANOSECONDS.sleep(wait);
							}
							catch (InterruptedException ex) {
								return;
							}
						}
						long from = next.getAndAdd(stream.perRequest());
						send(connection, requests.request(from), totals, samples, Long.MIN_VALUE, endNanos);
						due += connections * intervalNanos;
					}
				}
			}));
		}
		return threads;
	}

	private static void send(HttpConnection connection, byte[] request, IngestTotals totals, Samples samples,
			long measureFromNanos, long endNanos) {
		long sent = System.nanoTime();
		try {
			int status = connection.exchange(request);
			long done = System.nanoTime();
			totals.requests.increment();
			String body = connection.body();
			if (status != 200) {
				totals.non200.increment();
				totals.problem("answer " + status + ": " + Api.shorten(body));
				return;
			}
			long received = group(RECEIVED, body);
			long stored = group(STORED, body);
			totals.received.add(received);
			totals.stored.add(stored);
			if (done >= measureFromNanos && done <= endNanos) {
				samples.add(done - sent);
				totals.measuredReceived.add(received);
				totals.measuredStored.add(stored);
			}
		}
		catch (IOException | RuntimeException ex) {
			totals.errors.increment();
			totals.problem(ex.toString());
		}
	}

	static long group(Pattern pattern, String body) {
		Matcher matcher = pattern.matcher(body);
		if (!matcher.find()) {
			throw new IllegalStateException("no " + pattern + " in " + Api.shorten(body));
		}
		return Long.parseLong(matcher.group(1));
	}

	// ------------------------------------------------------------------------------------------------ snapshots
	/** A reader: its own OAuth client (full snapshots are rate-limited per client) and the timeStamp it holds. */
	static final class Reader {

		final String authorization;

		long timeStamp;

		Reader(String authorization) {
			this.authorization = authorization;
		}
	}

	/** What one polling run measured. */
	static final class PollRun {

		final List<Samples> latencies = new ArrayList<>();

		final LongAdder quotes = new LongAdder();

		final LongAdder polls = new LongAdder();

		final LongAdder bytes = new LongAdder();

		final LongAdder non200 = new LongAdder();

		final LongAdder errors = new LongAdder();

		final AtomicReference<String> firstProblem = new AtomicReference<>();
	}

	/** The full snapshot a reader starts from; returns its quote count. */
	static int fullSnapshot(URI base, Reader reader, int timeoutMillis) throws IOException {
		try (HttpConnection connection = new HttpConnection(new InetSocketAddress(base.getHost(), base.getPort()),
				timeoutMillis)) {
			int status = connection.exchange(Api.request(base, "GET", "/api/pricefeed/v2/quotes", reader.authorization,
					null, null));
			String body = connection.body();
			if (status != 200) {
				throw new IllegalStateException("full snapshot answered " + status + ": " + Api.shorten(body));
			}
			reader.timeStamp = group(TIME_STAMP, body);
			return count(body, "\"isinCode\"");
		}
	}

	/**
	 * The first {@code connections} readers poll {@code GET /quotes?lastTimeStamp=} each with the timeStamp of its
	 * previous answer, one request after the other (with {@code pauseMillis} between), until {@code endNanos};
	 * requests started from {@code measureFromNanos} and completed by the end count.
	 */
	static PollRun poll(URI base, List<Reader> readers, int connections, long measureFromNanos, long endNanos,
			long pauseMillis, int timeoutMillis) throws InterruptedException {
		PollRun run = new PollRun();
		List<Thread> threads = new ArrayList<>();
		InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
		for (int c = 0; c < connections; c++) {
			Reader reader = readers.get(c);
			Samples samples = new Samples();
			run.latencies.add(samples);
			threads.add(Thread.ofPlatform().name("poll-" + c).start(() -> {
				try (HttpConnection connection = new HttpConnection(address, timeoutMillis)) {
					while (System.nanoTime() < endNanos) {
						byte[] request = Api.request(base, "GET",
								"/api/pricefeed/v2/quotes?lastTimeStamp=" + reader.timeStamp, reader.authorization,
								null, null);
						long sent = System.nanoTime();
						try {
							int status = connection.exchange(request);
							long done = System.nanoTime();
							String body = connection.body();
							if (status != 200) {
								run.non200.increment();
								run.firstProblem.compareAndSet(null, "answer " + status + ": " + Api.shorten(body));
							}
							else {
								reader.timeStamp = group(TIME_STAMP, body);
								if (sent >= measureFromNanos && done <= endNanos) {
									samples.add(done - sent);
									run.polls.increment();
									run.quotes.add(count(body, "\"isinCode\""));
									run.bytes.add(body.length());
								}
							}
						}
						catch (IOException | RuntimeException ex) {
							run.errors.increment();
							run.firstProblem.compareAndSet(null, ex.toString());
						}
						if (pauseMillis > 0) {
							try {
								Thread.sleep(pauseMillis);
							}
							catch (InterruptedException ex) {
								return;
							}
						}
					}
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join();
		}
		return run;
	}

	static int count(String text, String what) {
		int n = 0;
		for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + what.length())) {
			n++;
		}
		return n;
	}

	static String perSecond(double value) {
		return String.format(Locale.ROOT, "%,.0f", value);
	}
}
