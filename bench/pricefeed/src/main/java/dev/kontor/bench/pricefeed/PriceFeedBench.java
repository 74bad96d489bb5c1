package dev.kontor.bench.pricefeed;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.Options;
import dev.kontor.bench.common.HttpConnection;

/**
 * Price feed benchmark driver (bench/pricefeed/run.sh): sets up instruments and OAuth clients, drives quote
 * ingestion, polls delta snapshots under a moderate ingest, seeds a year of one instrument's ticks and times its
 * candlestick series. Every command prints {@code key=value} lines for the script and one JSON line.
 */
public final class PriceFeedBench {

	private static final String USAGE = """
			usage: java -jar kontor-pricefeed-bench.jar COMMAND [BASE_URL] [--option value ...]
			  free-port                 a free TCP port of 127.0.0.1
			  setup BASE_URL            tenant bench-pf-<random>, an OAuth client with pricefeed.read pricefeed.write,
			                            the instruments written with the operator token (--admin-id, --admin-secret),
			                            --readers N (8) clients with pricefeed.read, --instruments N (10000)
			                            instruments XS000000001x… of ProviderA and the candle instrument
			  ingest BASE_URL           closed loop of POST /quotes/ingest: --format json|ndjson, --batch N quotes
			                            per request (20000), --connections N (2), --warmup-seconds (10), --seconds
			                            (30), --round-micros (25000: one quote of every instrument per round),
			                            --after-micros T (stamp after T), --app-pid P (CPU figures)
			  snapshot BASE_URL         delta snapshots at --levels 1,4,8 connections (--warmup-seconds 5, --seconds
			                            20, --pause-ms 0) under a paced ingest of --ingest-rate (20000) quotes/s in
			                            requests of --ingest-batch (10000) on --ingest-connections (2)
			  seed-year BASE_URL        a year (--days 365) of ticks of the candle instrument, weekdays 08:00-16:30
			                            UTC, one every --tick-min-seconds (1) to --tick-max-seconds (7) s, through
			                            NDJSON requests of --batch (50000) on --connections (2)
			  candles BASE_URL          --runs N (50) requests of the one-year oneHour custom candlestick series
			                            after --warmup N (10), with --date-begin and --date-end (yyyy-MM-dd HH:mm:ss)
			BASE_URL is http://127.0.0.1:PORT or http://localhost:PORT. Commands after setup need --writer-id,
			--writer-secret (ingest, seed-year, snapshot) or --readers ID:SECRET,… (snapshot, candles), as printed by
			setup; --instruments N must match setup's; --timeout-ms sets the request timeout (60000).
			""";

	static final String CANDLE_ISIN = QuoteStream.isin("XS", 900_000_001);

	private static final DateTimeFormatter PARAMETER = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
		.withZone(ZoneOffset.UTC);

	private final Options options;

	private PriceFeedBench(Options options) {
		this.options = options;
	}

	public static void main(String[] args) throws Exception {
		String command = args.length == 0 ? "" : args[0];
		Options options = Options.parse(args, command.equals("free-port") ? 1 : 2, USAGE);
		PriceFeedBench bench = new PriceFeedBench(options);
		int rc = switch (command) {
			case "free-port" -> freePort();
			case "setup" -> bench.setup(Api.loopback(args[1]));
			case "ingest" -> bench.ingest(Api.loopback(args[1]));
			case "snapshot" -> bench.snapshot(Api.loopback(args[1]));
			case "seed-year" -> bench.seedYear(Api.loopback(args[1]));
			case "candles" -> bench.candles(Api.loopback(args[1]));
			default -> {
				System.err.print(USAGE);
				yield 2;
			}
		};
		System.exit(rc);
	}




	private int timeoutMillis() {
		return options.number("timeout-ms", 60_000);
	}

	private int instruments() {
		return options.number("instruments", 10_000);
	}

	static void log(String message) {
		System.err.printf("[pricefeed-bench %tT] %s%n", System.currentTimeMillis(), message);
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			System.out.println(socket.getLocalPort());
		}
		return 0;
	}

	private String writer(Api api) throws IOException {
		return api.bearer(options.required("writer-id"), options.required("writer-secret"), "pricefeed.read pricefeed.write");
	}

	private List<String> readers(Api api) throws IOException {
		List<String> tokens = new ArrayList<>();
		for (String pair : options.required("readers").split(",")) {
			String[] idSecret = pair.split(":", 2);
			tokens.add(api.bearer(idSecret[0], idSecret[1], "pricefeed.read"));
		}
		return tokens;
	}

	// ------------------------------------------------------------------------------------------------ setup
	private int setup(URI base) throws IOException {
		int instruments = instruments();
		int readers = options.number("readers", 8);
		try (Api api = new Api(base, timeoutMillis())) {
			String admin = api.bearer(options.getOrDefault("admin-id", "admin"),
					options.getOrDefault("admin-secret", "admin-secret"), "platform.admin");
			String tenantName = "bench-pf-" + UUID.randomUUID().toString().substring(0, 8);
			String tenantId = Api.text(api.call("POST", "/admin/v1/tenants", admin, "{\"name\":\"" + tenantName + "\"}")
				.expect(201, "POST /admin/v1/tenants"), "id");
			// the feed is a price connector of the operator: quotes are shared by every tenant, no tenant writes them
			String writer = oauthClient(api, admin, tenantOf(admin), "bench-pf-feed",
					"\"pricefeed.read\",\"pricefeed.write\"");
			List<String> readerClients = new ArrayList<>();
			for (int r = 0; r < readers; r++) {
				readerClients.add(oauthClient(api, admin, tenantId, "bench-pf-reader-" + r, "\"pricefeed.read\""));
			}
			String[] idSecret = writer.split(":", 2);
			String bearer = api.bearer(idSecret[0], idSecret[1], "pricefeed.read pricefeed.write");
			long started = System.nanoTime();
			List<String> batch = new ArrayList<>();
			for (int k = 1; k <= instruments + 1; k++) {
				String isin = k <= instruments ? QuoteStream.isin("XS", k) : CANDLE_ISIN;
				batch.add("{\"isinCode\":\"" + isin + "\",\"provider\":\"ProviderA\",\"name\":\"Bench instrument " + k
						+ "\",\"currency\":\"EUR\",\"mic\":\"XETR\",\"type\":\"" + (k % 5 == 0 ? "EtfOrEtc" : "Stocks")
						+ "\",\"alpha3CountryCode\":\"DEU\",\"tradeable\":true}");
				if (batch.size() == 1000 || k == instruments + 1) {
					// instruments are the operator's reference data (pricefeed.admin or platform.admin)
					api.call("PUT", "/api/pricefeed/v2/admin/instruments", admin, "[" + String.join(",", batch) + "]")
						.expect(200, "PUT /api/pricefeed/v2/admin/instruments");
					batch.clear();
				}
			}
			log("tenant " + tenantName + ", " + (instruments + 1) + " instruments in "
					+ (System.nanoTime() - started) / 1_000_000 + " ms, " + readers + " reader clients");
			// One quote of every instrument, so that each has its quote series before any load is measured (the
			// first quote of an instrument creates it, one statement each).
			started = System.nanoTime();
			long primedMicros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()) - 600_000_000L;
			QuoteStream prime = new QuoteStream(base, bearer, false, instruments, instruments, primedMicros, 1_000);
			try (HttpConnection connection = new HttpConnection(new InetSocketAddress(base.getHost(), base.getPort()),
					600_000)) {
				int status = connection.exchange(prime.requestsOfOneConnection(1).request(0));
				if (status != 200) {
					throw new IllegalStateException("priming ingest answered " + status + ": "
							+ Api.shorten(connection.body()));
				}
			}
			log("one quote of each instrument stored in " + (System.nanoTime() - started) / 1_000_000 + " ms");
			System.out.println("lastMicros=" + prime.microsOf(instruments - 1));
			System.out.println("tenantId=" + tenantId);
			System.out.println("tenantName=" + tenantName);
			System.out.println("writerId=" + idSecret[0]);
			System.out.println("writerSecret=" + idSecret[1]);
			System.out.println("readers=" + String.join(",", readerClients));
			System.out.println("candleIsin=" + CANDLE_ISIN);
		}
		return 0;
	}

	/** The tenant_id claim of a bearer access token: the operator's tenant for the admin token. */
	private static String tenantOf(String bearer) {
		String token = bearer.substring("Bearer ".length());
		String payload = new String(Base64.getUrlDecoder().decode(token.split("\\.")[1]), StandardCharsets.UTF_8);
		Matcher tenant = Pattern.compile("\"tenant_id\"\\s*:\\s*\"([^\"]+)\"").matcher(payload);
		if (!tenant.find()) {
			throw new IllegalStateException("The admin token carries no tenant_id");
		}
		return tenant.group(1);
	}

	/** A server OAuth client of the tenant with the scopes (a JSON list's items); returns id:secret. */
	private static String oauthClient(Api api, String admin, String tenantId, String name, String scopes)
			throws IOException {
		String client = api.call("POST", "/admin/v1/oauth-clients", admin, "{\"tenantId\":\"" + tenantId
				+ "\",\"applicationName\":\"" + name + "\",\"applicationType\":\"server\",\"allowedOrigins\":[],"
				+ "\"grantTypes\":[\"client_credentials\"],\"scopes\":[" + scopes + "],\"redirectUris\":[]}")
			.expect(201, "POST /admin/v1/oauth-clients");
		return Api.text(client, "clientId") + ":" + Api.text(client, "clientSecret");
	}

	// ------------------------------------------------------------------------------------------------ ingest
	/** The stream's first dateTime: two minutes ago, and after --after-micros (the last one of an earlier load). */
	private long originMicros() {
		long twoMinutesAgo = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()) - 120_000_000L;
		return Math.max(twoMinutesAgo, options.longNumber("after-micros", 0) + 1);
	}

	private int ingest(URI base) throws Exception {
		boolean ndjson = switch (options.getOrDefault("format", "json")) {
			case "json" -> false;
			case "ndjson" -> true;
			default -> throw new IllegalArgumentException("--format is json or ndjson");
		};
		int batch = options.number("batch", 20_000);
		int connections = options.number("connections", 2);
		int warmup = options.number("warmup-seconds", 10);
		int seconds = options.number("seconds", 30);
		long appPid = options.longNumber("app-pid", 0);
		String authorization;
		try (Api api = new Api(base, timeoutMillis())) {
			authorization = writer(api);
		}
		long origin = originMicros();
		QuoteStream stream = new QuoteStream(base, authorization, ndjson, instruments(), batch, origin,
				options.longNumber("round-micros", 25_000));
		String label = (ndjson ? "ndjson" : "json") + " " + batch + "/request, " + connections + " connections";
		log("ingest " + label + ": preparing the requests");
		List<QuoteStream.Requests> prepared = new ArrayList<>();
		for (int c = 0; c < connections; c++) {
			prepared.add(stream.requestsOfOneConnection(42 + c));
		}
		log("ingest " + label + ": " + prepared.getFirst().bytesPerRequest() / 1024 + " KiB per request; warm-up "
				+ warmup + " s, then " + seconds + " s measured");
		AtomicLong next = new AtomicLong();
		long measureFrom = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmup);
		long end = measureFrom + TimeUnit.SECONDS.toNanos(seconds);
		CpuWindow cpu = new CpuWindow(appPid, measureFrom, end);
		Loads.IngestTotals totals = Loads.ingestClosedLoop(base, stream, prepared, measureFrom, end,
				timeoutMillis(), next);
		cpu.join();
		Samples latencies = Samples.merged(totals.latencies);
		long lastMicros = stream.microsOf(next.get() - 1);
		double rate = totals.measuredStored.sum() / (double) seconds;
		long nowMicros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
		System.out.printf(Locale.ROOT, "label=%s%nreceived=%d%nstored=%d%nrequests=%d%nnon200=%d%nerrors=%d%n"
				+ "measuredStored=%d%nmeasuredReceived=%d%nquotesPerSecond=%.0f%nlastMicros=%d%naheadOfClockMs=%d%n"
				+ "latency=%s%ncpu=%s%nfirstProblem=%s%n", label, totals.received.sum(), totals.stored.sum(),
				totals.requests.sum(), totals.non200.sum(), totals.errors.sum(), totals.measuredStored.sum(),
				totals.measuredReceived.sum(), rate, lastMicros, (lastMicros - nowMicros) / 1000, latencies.summary(),
				cpu.summary(), totals.firstProblem.get());
		System.out.printf(Locale.ROOT, "{\"scenario\":\"ingest\",\"format\":\"%s\",\"batch\":%d,\"connections\":%d,"
				+ "\"warmupSeconds\":%d,\"seconds\":%d,\"quotesPerSecond\":%.0f,%s,\"received\":%d,\"stored\":%d,"
				+ "\"non200\":%d,\"errors\":%d,%s}%n", ndjson ? "ndjson" : "json", batch, connections, warmup, seconds,
				rate, latencies.json(), totals.received.sum(), totals.stored.sum(), totals.non200.sum(),
				totals.errors.sum(), cpu.json());
		log("ingest " + label + ": " + Loads.perSecond(rate) + " quotes/s stored, " + latencies.summary());
		return totals.non200.sum() + totals.errors.sum() == 0 ? 0 : 1;
	}

	/** CPU readings at the start and end of the measured window, taken by a thread of their own. */
	private static final class CpuWindow {

		private final Thread thread;

		private volatile ProcCpu.Reading first;

		private volatile ProcCpu.Reading last;

		private final double seconds;

		CpuWindow(long appPid, long fromNanos, long toNanos) {
			seconds = (toNanos - fromNanos) / 1e9;
			thread = Thread.ofPlatform().daemon().name("cpu").start(() -> {
				try {
					TimeUnit.NANOSECONDS.sleep(fromNanos - System.nanoTime());
					first = ProcCpu.Reading.now(appPid);
					TimeUnit.NANOSECONDS.sleep(toNanos - System.nanoTime());
					last = ProcCpu.Reading.now(appPid);
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
				}
			});
		}

		void join() throws InterruptedException {
			thread.join();
		}

		String json() {
			return first == null || last == null ? "\"appCores\":null" : last.coresSince(first, seconds);
		}

		String summary() {
			return json().replace("\"", "").replace(",", ", ").replace(":", " ");
		}
	}

	// ------------------------------------------------------------------------------------------------ snapshot
	private int snapshot(URI base) throws Exception {
		int warmup = options.number("warmup-seconds", 5);
		int seconds = options.number("seconds", 20);
		long pauseMillis = options.longNumber("pause-ms", 0);
		int rate = options.number("ingest-rate", 20_000);
		int ingestBatch = options.number("ingest-batch", 10_000);
		long appPid = options.longNumber("app-pid", 0);
		List<Integer> levels = new ArrayList<>();
		for (String level : options.getOrDefault("levels", "1,4,8").split(",")) {
			levels.add(Integer.parseInt(level.strip()));
		}
		int most = levels.stream().mapToInt(Integer::intValue).max().orElse(1);
		List<Loads.Reader> readers = new ArrayList<>();
		String writer;
		try (Api api = new Api(base, timeoutMillis())) {
			writer = writer(api);
			for (String token : readers(api)) {
				readers.add(new Loads.Reader(token));
			}
		}
		if (readers.size() < most) {
			throw new IllegalArgumentException(most + " connections need as many --readers");
		}
		// The moderate ingest: rounds of all instruments at the pace of the wall clock.
		long roundMicros = 1_000_000L * instruments() / rate;
		long origin = Math.max(ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()),
				options.longNumber("after-micros", 0) + 1);
		QuoteStream stream = new QuoteStream(base, writer, false, instruments(), ingestBatch, origin, roundMicros);
		long total = (warmup + seconds) * (long) levels.size() + 15;
		long start = System.nanoTime();
		long ingestEnd = start + TimeUnit.SECONDS.toNanos(total);
		Loads.IngestTotals ingest = new Loads.IngestTotals();
		AtomicLong next = new AtomicLong();
		int ingestConnections = options.number("ingest-connections", 2);
		List<Thread> paced = Loads.ingestPaced(base, stream, ingestConnections,
				TimeUnit.SECONDS.toNanos(1) * ingestBatch / rate, ingestEnd, timeoutMillis(), next, ingest);
		log("paced ingest of " + rate + " quotes/s in requests of " + ingestBatch + " on " + ingestConnections
				+ " connections started; full snapshots of "
				+ most + " readers");
		Thread.sleep(3_000);
		int fullQuotes = 0;
		for (int r = 0; r < most; r++) {
			fullQuotes = Loads.fullSnapshot(base, readers.get(r), timeoutMillis());
		}
		log("full snapshot: " + fullQuotes + " quotes");
		StringBuilder json = new StringBuilder("{\"scenario\":\"snapshot\",\"ingestRate\":" + rate + ",\"pauseMs\":"
				+ pauseMillis + ",\"fullSnapshotQuotes\":" + fullQuotes + ",\"runs\":[");
		System.out.printf(Locale.ROOT, "fullSnapshotQuotes=%d%n", fullQuotes);
		for (int level : levels) {
			long from = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmup);
			long to = from + TimeUnit.SECONDS.toNanos(seconds);
			CpuWindow cpu = new CpuWindow(appPid, from, to);
			long storedBefore = ingest.stored.sum();
			Loads.PollRun run = Loads.poll(base, readers, level, from, to, pauseMillis, timeoutMillis());
			cpu.join();
			Samples latencies = Samples.merged(run.latencies);
			double perDelta = run.polls.sum() == 0 ? 0 : run.quotes.sum() / (double) run.polls.sum();
			double kib = run.polls.sum() == 0 ? 0 : run.bytes.sum() / 1024.0 / run.polls.sum();
			double ingested = (ingest.stored.sum() - storedBefore) / (double) (warmup + seconds);
			System.out.printf(Locale.ROOT, "level=%d polls=%d pollsPerSecond=%.0f quotesPerDelta=%.1f kibPerDelta=%.1f "
					+ "ingestedPerSecond=%.0f non200=%d errors=%d p50Ms=%.2f p90Ms=%.2f p99Ms=%.2f maxMs=%.2f %s%n", level,
					run.polls.sum(), run.polls.sum() / (double) seconds, perDelta, kib, ingested, run.non200.sum(),
					run.errors.sum(), latencies.ms(0.5), latencies.ms(0.9), latencies.ms(0.99), latencies.ms(1),
					cpu.json().replace("\"", "").replace(":", "=").replace(",", " "));
			if (run.firstProblem.get() != null) {
				log("first problem at " + level + " connections: " + run.firstProblem.get());
			}
			json.append(level == levels.getFirst() ? "" : ",")
				.append(String.format(Locale.ROOT, "{\"connections\":%d,%s,\"quotesPerDelta\":%.1f,\"kibPerDelta\":%.1f,"
						+ "\"ingestedPerSecond\":%.0f,\"non200\":%d,\"errors\":%d,%s}", level, latencies.json(), perDelta,
						kib, ingested, run.non200.sum(), run.errors.sum(), cpu.json()));
			log(level + " connections: " + latencies.summary() + ", " + String.format(Locale.ROOT, "%.1f", perDelta)
					+ " quotes per delta, ingest " + Loads.perSecond(ingested) + " quotes/s");
		}
		for (Thread thread : paced) {
			thread.interrupt();
		}
		for (Thread thread : paced) {
			thread.join();
		}
		Samples ingestLatency = Samples.merged(ingest.latencies);
		System.out.printf(Locale.ROOT, "ingestStored=%d%ningestReceived=%d%ningestNon200=%d%ningestErrors=%d%n"
				+ "ingestLatency=%s%nlastMicros=%d%ningestProblem=%s%n", ingest.stored.sum(), ingest.received.sum(),
				ingest.non200.sum(), ingest.errors.sum(), ingestLatency.summary(), stream.microsOf(next.get() - 1),
				ingest.firstProblem.get());
		System.out.println(json.append("],\"ingest\":{").append(ingestLatency.json()).append("}}"));
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ candles
	/** The tick times (epoch microseconds) of the candle instrument: weekdays 08:00 to 16:30 UTC over the days. */
	private static long[] yearOfTicks(int days, int minSeconds, int maxSeconds, LocalDate lastDay) {
		SplittableRandom random = new SplittableRandom(2026);
		long[] times = new long[1 << 16];
		int n = 0;
		for (LocalDate day = lastDay.minusDays(days - 1); !day.isAfter(lastDay); day = day.plusDays(1)) {
			if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
				continue;
			}
			long open = day.atTime(8, 0).toEpochSecond(ZoneOffset.UTC) * 1_000_000L;
			long close = day.atTime(16, 30).toEpochSecond(ZoneOffset.UTC) * 1_000_000L;
			for (long t = open + random.nextLong(1_000_000L); t < close;
					t += random.nextLong(minSeconds * 1_000_000L, maxSeconds * 1_000_000L + 1)) {
				if (n == times.length) {
					times = java.util.Arrays.copyOf(times, n * 2);
				}
				times[n++] = t;
			}
		}
		return java.util.Arrays.copyOf(times, n);
	}

	private int seedYear(URI base) throws Exception {
		int days = options.number("days", 365);
		int batch = options.number("batch", 50_000);
		int connections = options.number("connections", 2);
		LocalDate lastDay = LocalDate.now(ZoneOffset.UTC).minusDays(1);
		long[] times = yearOfTicks(days, options.number("tick-min-seconds", 1), options.number("tick-max-seconds", 7), lastDay);
		String authorization;
		try (Api api = new Api(base, timeoutMillis())) {
			authorization = writer(api);
		}
		log("seeding " + times.length + " ticks of " + CANDLE_ISIN + " over " + days + " days in NDJSON requests of "
				+ batch + " on " + connections + " connections");
		AtomicInteger nextChunk = new AtomicInteger();
		Loads.IngestTotals totals = new Loads.IngestTotals();
		InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
		long started = System.nanoTime();
		List<Thread> threads = new ArrayList<>();
		for (int c = 0; c < connections; c++) {
			threads.add(Thread.ofPlatform().name("seed-" + c).start(() -> {
				SplittableRandom random = new SplittableRandom(99);
				QuoteStream.DateTimeWriter writer = new QuoteStream.DateTimeWriter();
				try (HttpConnection connection = new HttpConnection(address, timeoutMillis())) {
					for (int chunk = nextChunk.getAndIncrement(); (long) chunk * batch < times.length;
							chunk = nextChunk.getAndIncrement()) {
						int from = chunk * batch;
						int to = Math.min(times.length, from + batch);
						StringBuilder body = new StringBuilder((to - from) * 150);
						List<Integer> slots = new ArrayList<>();
						double mid = 100 * Math.exp(0.1 * Math.sin(from / 200_000.0));
						for (int i = from; i < to; i++) {
							mid *= Math.exp(random.nextGaussian() * 0.0003);
							int before = body.length();
							QuoteStream.appendQuote(body, CANDLE_ISIN, mid, random);
							slots.add(before + body.substring(before).indexOf("\"dateTime\":\"") + 12);
							body.append('\n');
						}
						byte[] request = Api.request(base, "POST", QuoteStream.PATH, authorization,
								"application/x-ndjson", body.toString());
						int head = request.length - body.length();
						for (int i = from; i < to; i++) {
							writer.write(request, head + slots.get(i - from), times[i]);
						}
						long sent = System.nanoTime();
						int status = connection.exchange(request);
						if (status != 200) {
							totals.non200.increment();
							totals.problem("answer " + status + ": " + Api.shorten(connection.body()));
							return;
						}
						totals.received.add(Loads.group(java.util.regex.Pattern.compile("\"received\":(\\d+)"),
								connection.body()));
						totals.stored.add(Loads.group(java.util.regex.Pattern.compile("\"stored\":(\\d+)"),
								connection.body()));
						totals.requests.increment();
						if (totals.requests.sum() % 10 == 0) {
							log(totals.stored.sum() + " ticks stored (last request "
									+ (System.nanoTime() - sent) / 1_000_000 + " ms)");
						}
					}
				}
				catch (IOException | RuntimeException ex) {
					totals.errors.increment();
					totals.problem(ex.toString());
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join();
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		Instant begin = lastDay.minusDays(days - 1).atStartOfDay(ZoneOffset.UTC).toInstant();
		Instant end = lastDay.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
		System.out.printf(Locale.ROOT, "ticks=%d%nreceived=%d%nstored=%d%nseedSeconds=%.1f%nseedPerSecond=%.0f%n"
				+ "dateBegin=%s%ndateEnd=%s%nnon200=%d%nerrors=%d%nfirstProblem=%s%n", times.length,
				totals.received.sum(), totals.stored.sum(), seconds, totals.stored.sum() / seconds,
				PARAMETER.format(begin), PARAMETER.format(end), totals.non200.sum(), totals.errors.sum(),
				totals.firstProblem.get());
		log("seeded " + totals.stored.sum() + " ticks in " + String.format(Locale.ROOT, "%.1f", seconds) + " s");
		return totals.non200.sum() + totals.errors.sum() == 0 ? 0 : 1;
	}

	private int candles(URI base) throws Exception {
		int runs = options.number("runs", 50);
		int warmup = options.number("warmup", 10);
		String path = "/api/pricefeed/v2/candlesticks/" + options.getOrDefault("isin", CANDLE_ISIN)
				+ "/custom?resolution=" + options.getOrDefault("resolution", "oneHour") + "&dateBegin="
				+ options.required("date-begin").replace(" ", "%20") + "&dateEnd=" + options.required("date-end").replace(" ", "%20");
		try (Api api = new Api(base, timeoutMillis())) {
			String reader = readers(api).getFirst();
			byte[] request = Api.request(base, "GET", path, reader, null, null);
			HttpConnection connection = new HttpConnection(new InetSocketAddress(base.getHost(), base.getPort()),
					timeoutMillis());
			int status = connection.exchange(request);
			if (status == 404 || status == 405) {
				System.out.println("candles=unavailable");
				System.out.println("status=" + status);
				log("GET " + path + " answered " + status + ": the candlestick endpoint is not in this build");
				connection.close();
				return 0;
			}
			if (status != 200) {
				log("GET " + path + " answered " + status + ": " + Api.shorten(connection.body()));
				connection.close();
				return 1;
			}
			String body = connection.body();
			int candles = candleCount(body);
			for (int i = 1; i < warmup; i++) {
				connection.exchange(request);
			}
			Samples samples = new Samples();
			for (int i = 0; i < runs; i++) {
				long sent = System.nanoTime();
				status = connection.exchange(request);
				samples.add(System.nanoTime() - sent);
				if (status != 200) {
					throw new IllegalStateException("GET " + path + " answered " + status);
				}
			}
			connection.close();
			Samples sorted = Samples.merged(List.of(samples));
			System.out.printf(Locale.ROOT, "candles=%d%nbodyKiB=%.1f%np50Ms=%.2f%np99Ms=%.2f%nmaxMs=%.2f%n"
					+ "meanMs=%.2f%nruns=%d%n", candles, body.length() / 1024.0, sorted.ms(0.5), sorted.ms(0.99),
					sorted.ms(1), sorted.meanMs(), runs);
			System.out.printf(Locale.ROOT, "{\"scenario\":\"candles\",\"path\":\"%s\",\"candles\":%d,%s}%n", path,
					candles, sorted.json());
			log("candles: " + candles + " buckets, " + sorted.summary());
		}
		return 0;
	}

	/** The number of buckets: the items of {@code timeStamps}. */
	static int candleCount(String body) {
		int at = body.indexOf("\"timeStamps\":[");
		if (at < 0) {
			return -1;
		}
		int from = at + "\"timeStamps\":[".length();
		int to = body.indexOf(']', from);
		return to == from ? 0 : Loads.count(body.substring(from, to), ",") + 1;
	}
}
