package dev.kontor.bench.webhooks;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * Webhook delivery benchmark: publishes events to a running Kontor whose only webhook endpoint is a receiver in this
 * process, and measures
 * <ol>
 * <li>end-to-end latency (publish request sent → delivery arrives at the receiver) at a fixed, open-loop rate;</li>
 * <li>sustained delivered events per second with concurrent publishers as fast as they go;</li>
 * <li>the baseline: a bare {@link HttpClient} posting the same kind of JSON bodies to the same receiver with the
 * same concurrency, and the ratio of the two rates.</li>
 * </ol>
 * Prints a summary and, as its last line, one JSON line. Every phase is bounded in time.
 *
 * <pre>
 * java -jar kontor-webhook-bench.jar BASE_URL [options]
 * java -jar kontor-webhook-bench.jar free-port
 * java -jar kontor-webhook-bench.jar fairness BASE_URL [options]   ({@link FairnessBench})
 * </pre>
 */
public final class WebhookBench {

	static final String USAGE = """
			usage: java -jar kontor-webhook-bench.jar BASE_URL [options]
			       java -jar kontor-webhook-bench.jar free-port   (prints a free TCP port on 127.0.0.1)
			       java -jar kontor-webhook-bench.jar baseline [SECONDS=10] [CONCURRENCY=32]   (receiver + bare client only)
			       java -jar kontor-webhook-bench.jar fairness BASE_URL [options]   (a healthy endpoint beside a dead
			                                  endpoint's backlog; "fairness" alone prints its options)

			  BASE_URL  http://127.0.0.1:PORT or http://localhost:PORT of a running Kontor (loopback only)

			options:
			  --rate N                   events/s of the latency phase (default 500)
			  --latency-seconds N        duration of the latency phase (default 20)
			  --warmup-seconds N         open-loop warm-up at the same rate before it, reported, not judged (default 20)
			  --concurrency N            publishers of the throughput phase and connections of the baseline (default 32)
			  --latency-batch N          events per publish request in the latency phase (default 1: POST
			                             /admin/v1/events; more: POST /admin/v1/event-batches, rate/N requests a second)
			  --throughput-batch N       events per publish request in the throughput phase (default 1)
			  --throughput-seconds N     duration of the throughput phase and of the baseline (default 20)
			  --throughput-runs N        runs of the throughput phase, one after the other; the worst is judged (default 3)
			  --drain-seconds N          longest wait for outstanding deliveries after a phase (default 60)
			  --client-id ID             operator client (default admin)
			  --client-secret SECRET     its secret (default admin-secret)
			  --target-events-per-second N   target of the throughput phase (default 2000)
			  --target-p99-ms N          target of the latency phase (default 250)
			  --target-ratio R           sustained delivery of the worst run / bare HttpClient rate (default 0.5)
			  --target-while-publishing-share R   delivered/s while publishing / sustained delivered/s, in every run
			                             (default 0.5)
			""";

	private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");

	static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");

	/** The event ids in the answer to a publish request: {@code {"eventId": …}} or {@code {"eventIds": […]}}. */
	private static final Pattern EVENT_IDS = Pattern
		.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

	static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

	// ------------------------------------------------------------------------------------------------ options
	final URI base;

	private int rate = 500;

	private int latencySeconds = 20;

	private int warmupSeconds = 20;

	private int concurrency = 32;

	private int latencyBatch = 1;

	private int throughputBatch = 1;

	private int throughputSeconds = 20;

	private int throughputRuns = 3;

	private int drainSeconds = 60;

	private String clientId = "admin";

	private String clientSecret = "admin-secret";

	private double targetEventsPerSecond = 2000;

	private double targetP99Ms = 250;

	private double targetRatio = 0.5;

	private double targetWhilePublishingShare = 0.5;

	// ------------------------------------------------------------------------------------------------ state
	/** First arrival (System.nanoTime) per webhook-id. */
	final Map<String, Long> arrivals = new ConcurrentHashMap<>();

	final LongAdder duplicateArrivals = new LongAdder();

	/** Publish requests answered 429: each publisher waits the Retry-After and goes on, as a well-behaved one does. */
	final LongAdder throttledRequests = new LongAdder();

	private final LongAdder baselineArrivals = new LongAdder();

	private final AtomicReference<String> sampleDelivery = new AtomicReference<>();

	private final ExecutorService virtualThreads = Executors.newVirtualThreadPerTaskExecutor();

	private final HttpClient client = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.connectTimeout(Duration.ofSeconds(5))
		.executor(virtualThreads)
		.build();

	private final AtomicLong eventCounter = new AtomicLong();

	final AtomicReference<String> firstPublishError = new AtomicReference<>();

	private String token;

	private String tenantId;

	private HttpServer receiver;

	WebhookBench(URI base) {
		this.base = base;
	}

	public static void main(String[] args) throws Exception {
		// The JDK server closes a connection that would exceed 200 idle ones as soon as it has answered on it; the
		// client does not know and fails its next request on it ("header parser received no bytes"). Kontor's
		// delivery pool and the baseline's connections together exceed 200, so allow more.
		System.setProperty("sun.net.httpserver.maxIdleConnections", "4096");
		if (args.length == 1 && args[0].equals("free-port")) {
			try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
				System.out.println(socket.getLocalPort());
			}
			return;
		}
		if (args.length >= 1 && args[0].equals("fairness")) {
			System.exit(FairnessBench.main(java.util.Arrays.copyOfRange(args, 1, args.length)));
		}
		if (args.length >= 1 && args[0].equals("baseline")) {
			WebhookBench bench = new WebhookBench(URI.create("http://127.0.0.1"));
			try {
				bench.throughputSeconds = args.length > 1 ? positive("seconds", args[1]) : 10;
				bench.concurrency = args.length > 2 ? positive("concurrency", args[2]) : 32;
				String hookUrl = "http://127.0.0.1:" + bench.startReceiver() + "/hooks";
				String body = syntheticBody();
				Baseline baseline = bench.baseline(hookUrl, body);
				System.out.printf(Locale.ROOT, "baseline: %.1f requests/s, %d errors (first: %s), %d-byte bodies%n",
						baseline.requestsPerSecond, baseline.errors, baseline.firstError, body.length());
			}
			finally {
				bench.close();
			}
			return;
		}
		if (args.length < 1 || args[0].startsWith("-")) {
			System.err.print(USAGE);
			System.exit(2);
		}
		URI base = URI.create(args[0].replaceAll("/+$", ""));
		if (!"http".equals(base.getScheme())
				|| !("127.0.0.1".equals(base.getHost()) || "localhost".equals(base.getHost()))) {
			System.err.println("only http://127.0.0.1:PORT or http://localhost:PORT are accepted");
			System.exit(2);
		}
		WebhookBench bench = new WebhookBench(base);
		for (int i = 1; i < args.length; i++) {
			String name = args[i];
			if (i + 1 >= args.length) {
				System.err.print("missing value of " + name + "\n" + USAGE);
				System.exit(2);
			}
			String value = args[++i];
			switch (name) {
				case "--rate" -> bench.rate = positive(name, value);
				case "--latency-seconds" -> bench.latencySeconds = positive(name, value);
				case "--warmup-seconds" -> bench.warmupSeconds = Integer.parseInt(value);
				case "--concurrency" -> bench.concurrency = positive(name, value);
				case "--latency-batch" -> bench.latencyBatch = positive(name, value);
				case "--throughput-batch" -> bench.throughputBatch = positive(name, value);
				case "--throughput-seconds" -> bench.throughputSeconds = positive(name, value);
				case "--throughput-runs" -> bench.throughputRuns = positive(name, value);
				case "--drain-seconds" -> bench.drainSeconds = positive(name, value);
				case "--client-id" -> bench.clientId = value;
				case "--client-secret" -> bench.clientSecret = value;
				case "--target-events-per-second" -> bench.targetEventsPerSecond = Double.parseDouble(value);
				case "--target-p99-ms" -> bench.targetP99Ms = Double.parseDouble(value);
				case "--target-ratio" -> bench.targetRatio = Double.parseDouble(value);
				case "--target-while-publishing-share" -> bench.targetWhilePublishingShare = Double.parseDouble(value);
				default -> {
					System.err.print("unknown option " + name + "\n" + USAGE);
					System.exit(2);
				}
			}
		}
		int rc;
		try {
			rc = bench.run();
		}
		finally {
			bench.close();
		}
		System.exit(rc);
	}

	static int positive(String name, String value) {
		int n = Integer.parseInt(value);
		if (n <= 0) {
			throw new IllegalArgumentException(name + " must be positive");
		}
		return n;
	}

	static void log(String message) {
		System.err.printf("[webhook-bench %tT] %s%n", System.currentTimeMillis(), message);
	}

	// ------------------------------------------------------------------------------------------------ run
	private int run() throws Exception {
		int port = startReceiver();
		String hookUrl = "http://127.0.0.1:" + port + "/hooks";
		log("receiver listening on " + hookUrl);

		token = fetchToken(clientId, clientSecret);
		String tenantName = "bench-" + UUID.randomUUID().toString().substring(0, 8);
		tenantId = extract(ID, post("/admin/v1/tenants", "{\"name\":\"" + tenantName + "\"}", 201), "tenant id");
		String endpointId = extract(ID, post("/admin/v1/webhook-endpoints",
				"{\"tenantId\":\"" + tenantId + "\",\"url\":\"" + hookUrl + "\"}", 201), "endpoint id");
		log("tenant " + tenantName + " (" + tenantId + "), endpoint " + endpointId);

		long warmupErrors = 0;
		String warmupLatency = "no warm-up";
		if (warmupSeconds > 0) {
			log("warm-up: " + rate + " events/s for " + warmupSeconds + " s (not judged)");
			OpenLoop warmup = openLoop(rate, latencyBatch, warmupSeconds);
			warmupErrors = warmup.errors.sum() + warmup.skipped.sum();
			drain(warmup.accepted.keySet());
			long[] warmupLatencies = latenciesOf(warmup.accepted);
			warmupLatency = String.format(Locale.ROOT, "p50 %s ms, p99 %s ms, max %s ms",
					ms(percentileMs(warmupLatencies, 0.50)), ms(percentileMs(warmupLatencies, 0.99)),
					ms(percentileMs(warmupLatencies, 1.0)));
		}

		log("phase 1 (latency): " + rate + " events/s in requests of " + latencyBatch + ", open loop, for "
				+ latencySeconds + " s");
		OpenLoop latency = openLoop(rate, latencyBatch, latencySeconds);
		long latencyDrainStart = System.nanoTime();
		int latencyMissing = drain(latency.accepted.keySet());
		double latencyDrainSeconds = (System.nanoTime() - latencyDrainStart) / 1e9;
		long[] latencies = latenciesOf(latency.accepted);
		Double p50 = percentileMs(latencies, 0.50);
		Double p99 = percentileMs(latencies, 0.99);
		Double max = percentileMs(latencies, 1.0);
		String slowestSeconds = slowestSeconds(latency.accepted);
		long[] answers = latency.answerTimes.stream().mapToLong(Long::longValue).sorted().toArray();
		Double answerP50 = percentileMs(answers, 0.50);
		Double answerP99 = percentileMs(answers, 0.99);
		double latencyPublishRate = latency.accepted.size() / (double) latencySeconds;

		List<Throughput> runs = new ArrayList<>();
		for (int run = 1; run <= throughputRuns; run++) {
			runs.add(throughput(run));
		}
		Throughput worst = runs.stream().min(Comparator.comparingDouble(Throughput::deliveredPerSecond)).orElseThrow();
		int phase2Missing = runs.stream().mapToInt(Throughput::missing).sum();
		double deliveredPerSecond = worst.deliveredPerSecond();

		log("phase 3 (baseline): bare HttpClient, " + concurrency + " connections, for " + throughputSeconds + " s");
		String body = sampleDelivery.get();
		if (body == null) {
			body = syntheticBody();
		}
		Baseline baseline = baseline(hookUrl, body);
		double ratio = baseline.requestsPerSecond > 0 ? deliveredPerSecond / baseline.requestsPerSecond : 0;

		boolean throughputPass = phase2Missing == 0 && deliveredPerSecond >= targetEventsPerSecond;
		boolean ratioPass = phase2Missing == 0 && ratio >= targetRatio;
		double lowestWhilePublishingShare = runs.stream()
			.mapToDouble(each -> each.deliveredPerSecond() > 0 ? each.arrivedWhilePublishing() / each.deliveredPerSecond()
					: 0)
			.min()
			.orElse(0);
		boolean whilePublishingPass = lowestWhilePublishingShare >= targetWhilePublishingShare;
		boolean latencyPass = latencyMissing == 0 && p99 != null && p99 < targetP99Ms;

		// ------------------------------------------------------------------------------------------ summary
		StringBuilder out = new StringBuilder();
		out.append("Webhook delivery benchmark against ").append(base).append('\n');
		out.append(String.format(Locale.ROOT,
				"  latency    : %d events/s open loop in requests of %d for %d s (after %d s warm-up): published %d "
						+ "(%.1f/s), accepted %d, publish errors %d, delivered %d, undelivered %d (drain %.1f s)%n",
				rate, latencyBatch, latencySeconds, warmupSeconds, latency.attempted.get(), latencyPublishRate,
				latency.accepted.size(), latency.errors.sum() + latency.skipped.sum(),
				latency.accepted.size() - latencyMissing, latencyMissing, latencyDrainSeconds));
		out.append(String.format(Locale.ROOT, "               end-to-end latency p50 %s ms, p99 %s ms, max %s ms%n",
				ms(p50), ms(p99), ms(max)));
		out.append("               slowest seconds of sending: ").append(slowestSeconds).append('\n');
		out.append(String.format(Locale.ROOT, "               warm-up (%d s from a fresh start, not judged): %s%n",
				warmupSeconds, warmupLatency));
		out.append(String.format(Locale.ROOT,
				"               of which the publish request (sent -> 202): p50 %s ms, p99 %s ms; warm-up publish "
						+ "errors %d%n",
				ms(answerP50), ms(answerP99), warmupErrors));
		out.append(String.format(Locale.ROOT, "  throughput : %d runs of %d publishers, %d events per request, for %d s "
				+ "each; the worst is run %d%n", throughputRuns, concurrency, throughputBatch, throughputSeconds,
				worst.run()));
		runs.forEach(each -> out.append(each.line()));
		out.append(String.format(Locale.ROOT,
				"  worst      : delivered %.1f events/s sustained (%d in %.2f s); lowest while publishing %.1f "
						+ "events/s; %d undelivered in all runs%n",
				deliveredPerSecond, worst.delivered(), worst.deliverySeconds(),
				runs.stream().mapToDouble(Throughput::arrivedWhilePublishing).min().orElse(0), phase2Missing));
		out.append(String.format(Locale.ROOT,
				"  baseline   : bare HttpClient, %d connections for %d s, %d-byte bodies: %.1f requests/s "
						+ "(%d errors%s)%n",
				concurrency, throughputSeconds, body.getBytes(StandardCharsets.UTF_8).length,
				baseline.requestsPerSecond, baseline.errors,
				baseline.firstError == null ? "" : ", first: " + baseline.firstError));
		out.append(String.format(Locale.ROOT, "  ratio      : delivered events/s / bare posts/s = %.3f%n", ratio));
		out.append(String.format(Locale.ROOT, "  duplicates : %d repeated webhook-id arrivals%n",
				duplicateArrivals.sum()));
		out.append(String.format(Locale.ROOT, "  throttled  : %d publish requests answered 429 (the publisher waited "
				+ "the Retry-After and went on)%n", throttledRequests.sum()));
		if (firstPublishError.get() != null) {
			out.append("  first publish error (any phase, warm-up included): ").append(firstPublishError.get()).append('\n');
		}
		out.append(String.format(Locale.ROOT, "  target ≥ %.0f events/s sustained: %s (%.1f events/s%s)%n",
				targetEventsPerSecond, throughputPass ? "PASS" : "FAIL", deliveredPerSecond,
				phase2Missing == 0 ? "" : ", " + phase2Missing + " undelivered"));
		out.append(String.format(Locale.ROOT, "  target sustained ≥ %.2f × bare HttpClient in the worst run: %s (%.3f)%n",
				targetRatio, ratioPass ? "PASS" : "FAIL", ratio));
		out.append(String.format(Locale.ROOT, "  target delivered while publishing ≥ %.0f %% of sustained in every run: %s "
				+ "(lowest %.0f %%)%n", targetWhilePublishingShare * 100, whilePublishingPass ? "PASS" : "FAIL",
				lowestWhilePublishingShare * 100));
		out.append(String.format(Locale.ROOT, "  target p99 < %.0f ms at %d events/s: %s (p99 %s ms%s)%n", targetP99Ms,
				rate, latencyPass ? "PASS" : "FAIL", ms(p99),
				latencyMissing == 0 ? "" : ", " + latencyMissing + " undelivered"));
		System.out.print(out);

		String json = "{" + field("rate", rate) + "," + field("latencySeconds", latencySeconds) + ","
				+ field("warmupSeconds", warmupSeconds) + "," + field("latencyPublished", latency.attempted.get())
				+ "," + field("latencyAccepted", latency.accepted.size()) + ","
				+ field("latencyPublishErrors", latency.errors.sum() + latency.skipped.sum()) + ","
				+ field("latencyUndelivered", latencyMissing) + "," + field("p50Ms", p50) + "," + field("p99Ms", p99)
				+ "," + field("maxMs", max) + "," + field("publishAnswerP50Ms", answerP50) + ","
				+ field("publishAnswerP99Ms", answerP99) + "," + field("warmupPublishErrors", warmupErrors) + ","
				+ field("concurrency", concurrency) + "," + field("latencyBatch", latencyBatch) + ","
				+ field("throughputBatch", throughputBatch) + ","
				+ field("throughputSeconds", throughputSeconds) + "," + field("throughputRuns", throughputRuns) + ","
				+ "\"throughputRunResults\":[" + String.join(",", runs.stream().map(Throughput::json).toList()) + "],"
				+ field("worstRun", worst.run()) + "," + field("throughputAccepted", worst.accepted())
				+ "," + field("throughputPublishedPerSecond", round(worst.publishRate())) + ","
				+ field("throughputPublishErrors", worst.publishErrors()) + ","
				+ field("throughputDelivered", worst.delivered()) + ","
				+ field("throughputUndelivered", phase2Missing) + ","
				+ field("deliveredPerSecond", round(deliveredPerSecond)) + ","
				+ field("deliverySeconds", round(worst.deliverySeconds())) + ","
				+ field("backlogSeconds", round(worst.backlogSeconds())) + ","
				+ field("baselineRequestsPerSecond", round(baseline.requestsPerSecond)) + ","
				+ field("baselineErrors", baseline.errors) + ","
				+ field("baselineBodyBytes", body.getBytes(StandardCharsets.UTF_8).length) + ","
				+ field("ratio", Math.round(ratio * 1000) / 1000.0) + ","
				+ field("duplicateArrivals", duplicateArrivals.sum()) + ","
				+ field("targetEventsPerSecond", targetEventsPerSecond) + "," + field("targetP99Ms", targetP99Ms)
				+ "," + field("targetRatio", targetRatio) + ","
				+ field("targetWhilePublishingShare", targetWhilePublishingShare) + ","
				+ field("lowestWhilePublishingShare", Math.round(lowestWhilePublishingShare * 1000) / 1000.0) + ","
				+ field("throttledRequests", throttledRequests.sum()) + ","
				+ field("throughputPass", throughputPass) + "," + field("ratioPass", ratioPass) + ","
				+ field("whilePublishingPass", whilePublishingPass) + "," + field("latencyPass", latencyPass) + "}";
		System.out.println(json);
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ throughput
	/**
	 * One run of the throughput phase: the publishers as fast as they go, then the wait for every event. What one run
	 * leaves undelivered is still pending in the next, so that a collapse shows in the runs after it too.
	 */
	private record Throughput(int run, int accepted, double publishRate, long publishErrors, long delivered,
			int missing, double deliveredPerSecond, double deliverySeconds, double arrivedWhilePublishing,
			double backlogSeconds) {

		String line() {
			return String.format(Locale.ROOT,
					"  run %d      : accepted %d (%.1f/s), publish errors %d, delivered %d, undelivered %d; %.1f "
							+ "events/s sustained, %.1f/s while publishing, %.1f s backlog after publishing ended%n",
					run, accepted, publishRate, publishErrors, delivered, missing, deliveredPerSecond,
					arrivedWhilePublishing, backlogSeconds);
		}

		String json() {
			return "{" + field("run", run) + "," + field("accepted", accepted) + ","
					+ field("publishedPerSecond", round(publishRate)) + "," + field("publishErrors", publishErrors)
					+ "," + field("delivered", delivered) + "," + field("undelivered", missing) + ","
					+ field("deliveredPerSecond", round(deliveredPerSecond)) + ","
					+ field("deliveredWhilePublishingPerSecond", round(arrivedWhilePublishing)) + ","
					+ field("backlogSeconds", round(backlogSeconds)) + "}";
		}
	}

	private Throughput throughput(int run) throws InterruptedException {
		log("phase 2 (throughput), run " + run + " of " + throughputRuns + ": " + concurrency + " publishers of "
				+ throughputBatch + " events per request as fast as they go for " + throughputSeconds + " s");
		Map<String, Long> phase2 = new ConcurrentHashMap<>();
		LongAdder phase2Errors = new LongAdder();
		long phase2Start = System.nanoTime();
		long phase2End = phase2Start + TimeUnit.SECONDS.toNanos(throughputSeconds);
		List<Thread> publishers = new ArrayList<>();
		for (int i = 0; i < concurrency; i++) {
			publishers.add(Thread.ofVirtual().start(() -> {
				while (System.nanoTime() < phase2End) {
					publish(throughputBatch, phase2, phase2Errors, null);
				}
			}));
		}
		for (Thread publisher : publishers) {
			publisher.join(TimeUnit.SECONDS.toMillis(throughputSeconds + 30));
		}
		double publishSeconds = (System.nanoTime() - phase2Start) / 1e9;
		long arrivedInWindow = phase2.keySet().stream().filter(id -> {
			Long at = arrivals.get(id);
			return at != null && at <= phase2End;
		}).count();
		int phase2Missing = drain(phase2.keySet());
		long lastArrival = phase2.keySet()
			.stream()
			.map(arrivals::get)
			.filter(at -> at != null)
			.mapToLong(Long::longValue)
			.max()
			.orElse(phase2Start);
		long phase2Delivered = phase2.size() - phase2Missing;
		double deliverySeconds = Math.max((lastArrival - phase2Start) / 1e9, 1e-9);
		double deliveredPerSecond = phase2Delivered / deliverySeconds;
		double phase2PublishRate = phase2.size() / publishSeconds;
		double backlogSeconds = Math.max(0, (lastArrival - phase2End) / 1e9);

		Throughput result = new Throughput(run, phase2.size(), phase2PublishRate, phase2Errors.sum(), phase2Delivered,
				phase2Missing, deliveredPerSecond, deliverySeconds, arrivedInWindow / (double) throughputSeconds,
				backlogSeconds);
		log(result.line().strip());
		return result;
	}

	// ------------------------------------------------------------------------------------------------ receiver
	int startReceiver() throws IOException {
		receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
		receiver.setExecutor(virtualThreads);
		receiver.createContext("/hooks", this::receive);
		receiver.start();
		return receiver.getAddress().getPort();
	}

	private void receive(HttpExchange exchange) throws IOException {
		long now = System.nanoTime();
		try (exchange) {
			String webhookId = exchange.getRequestHeaders().getFirst("webhook-id");
			byte[] body;
			try (InputStream in = exchange.getRequestBody()) {
				body = in.readAllBytes();
			}
			if (webhookId == null) {
				baselineArrivals.increment();
			}
			else {
				if (arrivals.putIfAbsent(webhookId, now) != null) {
					duplicateArrivals.increment();
				}
				if (sampleDelivery.get() == null) {
					sampleDelivery.compareAndSet(null, new String(body, StandardCharsets.UTF_8));
				}
			}
			exchange.sendResponseHeaders(204, -1);
		}
	}

	// ------------------------------------------------------------------------------------------------ Kontor
	String fetchToken(String clientId, String clientSecret) throws IOException, InterruptedException {
		String basic = Base64.getEncoder()
			.encodeToString((clientId + ":" + clientSecret).getBytes(StandardCharsets.UTF_8));
		HttpRequest request = HttpRequest.newBuilder(base.resolve("/connect/token"))
			.timeout(REQUEST_TIMEOUT)
			.header("Authorization", "Basic " + basic)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=platform.admin"))
			.build();
		HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != 200) {
			throw new IllegalStateException("POST /connect/token answered " + response.statusCode() + ": "
					+ abbreviate(response.body()));
		}
		token = extract(ACCESS_TOKEN, response.body(), "access token");
		return token;
	}

	String post(String path, String json, int expected) throws IOException, InterruptedException {
		HttpResponse<String> response = client.send(jsonPost(path, json), HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != expected) {
			throw new IllegalStateException(
					"POST " + path + " answered " + response.statusCode() + ": " + abbreviate(response.body()));
		}
		return response.body();
	}

	/** GET without authorization (the actuator's endpoints); the body, or null when the answer was not 200. */
	String getUnauthenticated(String path) {
		HttpRequest request = HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT).GET().build();
		try {
			HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
			return response.statusCode() == 200 ? response.body() : null;
		}
		catch (IOException ex) {
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	private HttpRequest jsonPost(String path, String json) {
		return jsonPost(path, json, REQUEST_TIMEOUT);
	}

	private HttpRequest jsonPost(String path, String json, Duration timeout) {
		return HttpRequest.newBuilder(base.resolve(path))
			.timeout(timeout)
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json))
			.build();
	}

	/**
	 * Publishes {@code count} events, one alone or several as a batch; on 202 records the time the request was sent
	 * under each event id.
	 */
	private void publish(int count, Map<String, Long> accepted, LongAdder errors,
			ConcurrentLinkedQueue<Long> answerTimes) {
		publish(tenantId, count, accepted, errors, answerTimes, null, REQUEST_TIMEOUT);
	}

	/**
	 * {@link #publish(int, Map, LongAdder, ConcurrentLinkedQueue)} for a given tenant, with a request timeout; if
	 * {@code answered} is given, also records the time the 202 arrived under each event id.
	 */
	void publish(String tenant, int count, Map<String, Long> accepted, LongAdder errors,
			ConcurrentLinkedQueue<Long> answerTimes, Map<String, Long> answered, Duration timeout) {
		List<String> events = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			events.add("{\"tenantId\":\"" + tenant + "\",\"type\":\"CorporateActionMetadata\",\"parameters\":"
					+ "{\"corporateActionId\":\"ca-" + eventCounter.incrementAndGet() + "\"}}");
		}
		HttpRequest request = count == 1 ? jsonPost("/admin/v1/events", events.getFirst(), timeout)
				: jsonPost("/admin/v1/event-batches", "{\"events\":[" + String.join(",", events) + "]}", timeout);
		long sent = System.nanoTime();
		try {
			HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
			if (response.statusCode() == 429) {
				throttledRequests.increment();
				Thread.sleep(Duration.ofSeconds(response.headers().firstValueAsLong("Retry-After").orElse(1)));
				return;
			}
			List<String> ids = response.statusCode() == 202 ? EVENT_IDS.matcher(response.body())
				.results()
				.map(match -> match.group())
				.toList() : List.of();
			if (ids.size() == count) {
				ids.forEach(id -> accepted.put(id, sent));
				long now = System.nanoTime();
				if (answered != null) {
					ids.forEach(id -> answered.put(id, now));
				}
				if (answerTimes != null) {
					answerTimes.add(now - sent);
				}
			}
			else {
				errors.add(count);
				firstPublishError.compareAndSet(null, response.statusCode() + " " + abbreviate(response.body()));
			}
		}
		catch (IOException ex) {
			errors.add(count);
			firstPublishError.compareAndSet(null, ex.toString());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	record OpenLoop(Map<String, Long> accepted, AtomicLong attempted, LongAdder errors, LongAdder skipped,
			ConcurrentLinkedQueue<Long> answerTimes, Map<String, Long> answered) {
	}

	/**
	 * Publishes {@code perSecond} events a second in requests of {@code batch} events, each request on its own
	 * virtual thread at its scheduled time, whatever the answers take (at most 10,000 requests outstanding; beyond
	 * that a send is skipped and its events counted).
	 */
	private OpenLoop openLoop(int perSecond, int batch, int seconds) throws InterruptedException {
		return openLoop(tenantId, perSecond, batch, seconds);
	}

	/** {@link #openLoop(int, int, int)} for a given tenant. */
	OpenLoop openLoop(String tenant, int perSecond, int batch, int seconds) throws InterruptedException {
		OpenLoop loop = new OpenLoop(new ConcurrentHashMap<>(), new AtomicLong(), new LongAdder(), new LongAdder(),
				new ConcurrentLinkedQueue<>(), new ConcurrentHashMap<>());
		int maxOutstanding = 10_000;
		Semaphore outstanding = new Semaphore(maxOutstanding);
		long period = TimeUnit.SECONDS.toNanos(1) * batch / perSecond;
		long start = System.nanoTime();
		long total = (long) perSecond * seconds / batch;
		for (long i = 0; i < total; i++) {
			long due = start + i * period;
			long wait = due - System.nanoTime();
			if (wait > 0) {
				LockSupport.parkNanos(wait);
			}
			if (!outstanding.tryAcquire()) {
				loop.skipped.add(batch);
				continue;
			}
			loop.attempted.addAndGet(batch);
			Thread.ofVirtual().start(() -> {
				try {
					publish(tenant, batch, loop.accepted, loop.errors, loop.answerTimes, loop.answered, REQUEST_TIMEOUT);
				}
				finally {
					outstanding.release();
				}
			});
		}
		if (!outstanding.tryAcquire(maxOutstanding, 30, TimeUnit.SECONDS)) {
			log("some publish requests were still outstanding 30 s after the phase ended");
		}
		else {
			outstanding.release(maxOutstanding);
		}
		return loop;
	}

	/** Waits until every id has arrived, at most the drain time; returns how many have not. */
	private int drain(Set<String> ids) throws InterruptedException {
		return drain(ids, drainSeconds);
	}

	/** {@link #drain(Set)} with a given longest wait. */
	int drain(Set<String> ids, int drainSeconds) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(drainSeconds);
		int missing;
		while (true) {
			missing = (int) ids.stream().filter(id -> !arrivals.containsKey(id)).count();
			if (missing == 0 || System.nanoTime() > deadline) {
				break;
			}
			Thread.sleep(100);
		}
		if (missing > 0) {
			log(missing + " of " + ids.size() + " events had not arrived " + drainSeconds + " s after the phase");
		}
		return missing;
	}

	// ------------------------------------------------------------------------------------------------ baseline
	private record Baseline(double requestsPerSecond, long errors, String firstError) {
	}

	private Baseline baseline(String hookUrl, String body) throws InterruptedException {
		HttpClient bare = HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.connectTimeout(Duration.ofSeconds(5))
			.executor(virtualThreads)
			.build();
		URI uri = URI.create(hookUrl);
		LongAdder done = new LongAdder();
		LongAdder errors = new LongAdder();
		AtomicReference<String> firstError = new AtomicReference<>();
		long start = System.nanoTime();
		long end = start + TimeUnit.SECONDS.toNanos(throughputSeconds);
		List<Thread> workers = new ArrayList<>();
		for (int i = 0; i < concurrency; i++) {
			workers.add(Thread.ofVirtual().start(() -> {
				HttpRequest request = HttpRequest.newBuilder(uri)
					.timeout(REQUEST_TIMEOUT)
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString(body))
					.build();
				while (System.nanoTime() < end) {
					try {
						HttpResponse<Void> response = bare.send(request, HttpResponse.BodyHandlers.discarding());
						if (response.statusCode() == 204) {
							done.increment();
						}
						else {
							errors.increment();
							firstError.compareAndSet(null, "status " + response.statusCode());
						}
					}
					catch (IOException ex) {
						errors.increment();
						firstError.compareAndSet(null, ex.toString());
					}
					catch (InterruptedException ex) {
						Thread.currentThread().interrupt();
						return;
					}
				}
			}));
		}
		for (Thread worker : workers) {
			worker.join(TimeUnit.SECONDS.toMillis(throughputSeconds + 30));
		}
		double seconds = (System.nanoTime() - start) / 1e9;
		return new Baseline(done.sum() / seconds, errors.sum(), firstError.get());
	}

	/** About 300 bytes shaped like a delivery, used only if no delivery was captured. */
	private static String syntheticBody() {
		return "{\"eventId\":\"" + UUID.randomUUID() + "\",\"type\":\"CorporateActionMetadata\",\"timestamp\":\""
				+ java.time.Instant.now() + "\",\"dataUrl\":\"https://kontor.example/api/v1/corporate-actions/ca-1\","
				+ "\"additionalData\":[{\"key\":\"corporateActionId\",\"value\":\"ca-1\"},"
				+ "{\"key\":\"padding\",\"value\":\"" + "x".repeat(80) + "\"}]}";
	}

	// ------------------------------------------------------------------------------------------------ helpers
	/** Sent to arrived, in nanoseconds, ascending; {@link Long#MAX_VALUE} for an event that did not arrive. */
	private long[] latenciesOf(Map<String, Long> sentById) {
		return sentById.entrySet().stream().mapToLong(entry -> {
			Long arrived = arrivals.get(entry.getKey());
			return arrived == null ? Long.MAX_VALUE : arrived - entry.getValue();
		}).sorted().toArray();
	}

	/**
	 * The three seconds of the phase whose events waited longest, by the second they were sent in, with how many of
	 * their events took longer than the p99 target: shows whether the tail is a few stalls or spread over the phase.
	 */
	private String slowestSeconds(Map<String, Long> sentById) {
		long phaseStart = sentById.values().stream().mapToLong(Long::longValue).min().orElse(0);
		Map<Long, long[]> bySecond = new TreeMap<>();
		sentById.forEach((id, sent) -> {
			Long arrived = arrivals.get(id);
			long latency = arrived == null ? Long.MAX_VALUE : arrived - sent;
			long[] second = bySecond.computeIfAbsent((sent - phaseStart) / 1_000_000_000L, key -> new long[3]);
			second[0]++;
			second[1] = Math.max(second[1], latency);
			second[2] += latency > targetP99Ms * 1e6 ? 1 : 0;
		});
		long secondsOverTarget = bySecond.values().stream().filter(second -> second[2] > 0).count();
		return bySecond.entrySet()
			.stream()
			.sorted(Comparator.comparingLong((Map.Entry<Long, long[]> entry) -> entry.getValue()[1]).reversed())
			.limit(3)
			.map(entry -> String.format(Locale.ROOT, "+%d s max %s ms (%d of %d over %.0f ms)", entry.getKey(),
					ms(entry.getValue()[1] == Long.MAX_VALUE ? null : entry.getValue()[1] / 1e6), entry.getValue()[2],
					entry.getValue()[0], targetP99Ms))
			.collect(Collectors.joining("; ")) + "; " + secondsOverTarget + " of " + bySecond.size()
				+ " seconds had an event over the target";
	}

	private static Double percentileMs(long[] sortedNanos, double q) {
		if (sortedNanos.length == 0) {
			return null;
		}
		int index = (int) Math.ceil(q * sortedNanos.length) - 1;
		long value = sortedNanos[Math.max(0, Math.min(sortedNanos.length - 1, index))];
		return value == Long.MAX_VALUE ? null : Math.round(value / 1e4) / 100.0;
	}

	static String ms(Double value) {
		return value == null ? "n/a (undelivered)" : String.format(Locale.ROOT, "%.2f", value);
	}

	static double round(double value) {
		return Math.round(value * 10) / 10.0;
	}

	static String field(String name, Object value) {
		return "\"" + name + "\":" + (value == null ? "null" : value.toString());
	}

	static String extract(Pattern pattern, String body, String what) {
		Matcher matcher = pattern.matcher(body);
		if (!matcher.find()) {
			throw new IllegalStateException("no " + what + " in " + abbreviate(body));
		}
		return matcher.group(1);
	}

	static String abbreviate(String text) {
		String oneLine = text == null ? "" : text.replaceAll("\\s+", " ");
		return oneLine.length() > 300 ? oneLine.substring(0, 300) + "…" : oneLine;
	}

	void close() {
		if (receiver != null) {
			receiver.stop(0);
		}
		client.close();
		virtualThreads.shutdownNow();
	}
}
