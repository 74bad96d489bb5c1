package dev.kontor.bench.webhooks;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fairness of webhook delivery: does a dead endpoint with a large backlog delay a healthy endpoint of another
 * tenant? Measures the healthy endpoint's end-to-end latency at a fixed, open-loop rate twice, without and then
 * with the dead endpoint's backlog waiting, and compares the two p95 figures.
 * <ol>
 * <li>Two tenants: H with one endpoint at the benchmark's receiver (answers 204 at once), D with one endpoint at a
 * {@link DeadReceiver} (accepts connections, never answers).</li>
 * <li>Without backlog: a warm-up, then events for H at the rate for the run's duration; latency is publish request
 * sent → arrival at the receiver, per {@code webhook-id}.</li>
 * <li>The backlog: N events for D through {@code POST /admin/v1/event-batches}, as fast as Kontor takes them; then
 * the benchmark waits until the dead receiver has accepted a connection (Kontor is attempting the dead endpoint)
 * and a settling time more.</li>
 * <li>With backlog: the same run as 2, fresh events. The dead receiver counts the connections it holds at once:
 * the attempts Kontor has in flight to the dead endpoint.</li>
 * </ol>
 * An event not delivered within the drain time after a run counts with the latency it had reached by then, a lower
 * bound: a percentile that such an event can affect is printed as "≥ …".
 */
final class FairnessBench {

	static final String USAGE = """
			usage: java -jar kontor-webhook-bench.jar fairness BASE_URL [options]

			  BASE_URL  http://127.0.0.1:PORT or http://localhost:PORT of a running Kontor (loopback only) that allows
			            plain-http loopback webhook targets

			options:
			  --rate N                 events/s for the healthy endpoint, open loop (default 50)
			  --seconds N              duration of each healthy run, without and with the backlog (default 60)
			  --warmup-seconds N       healthy warm-up before the first run, not measured (default 20)
			  --batch N                events per healthy publish request (default 1: POST /admin/v1/events)
			  --backlog N              events for the dead endpoint (default 100000)
			  --backlog-batch N        events per backlog request, 1 to 1000 (default 1000)
			  --backlog-publishers N   concurrent backlog requests (default 4)
			  --backlog-seconds N      longest time for publishing the backlog (default 300)
			  --attempt-wait-seconds N longest wait for the first connection to the dead receiver (default 60)
			  --settle-seconds N       wait after that before the run with backlog (default 15)
			  --drain-seconds N        longest wait for the healthy deliveries after each run (default 30)
			  --goal-ratio X           goal: p95 with backlog / p95 without at most X (default 1.10)
			  --client-id ID           operator client (default admin)
			  --client-secret SECRET   its secret (default admin-secret)
			""";

	private static final Duration BACKLOG_REQUEST_TIMEOUT = Duration.ofSeconds(60);

	private final URI base;

	private int rate = 50;

	private int seconds = 60;

	private int warmupSeconds = 20;

	private int batch = 1;

	private int backlog = 100_000;

	private int backlogBatch = 1000;

	private int backlogPublishers = 4;

	private int backlogSeconds = 300;

	private int attemptWaitSeconds = 60;

	private int settleSeconds = 15;

	private int drainSeconds = 30;

	private double goalRatio = 1.10;

	private String clientId = "admin";

	private String clientSecret = "admin-secret";

	private FairnessBench(URI base) {
		this.base = base;
	}

	/** Runs the fairness benchmark; returns the exit code. */
	static int main(String[] args) throws Exception {
		if (args.length < 1 || args[0].startsWith("-")) {
			System.err.print(USAGE);
			return 2;
		}
		URI base = URI.create(args[0].replaceAll("/+$", ""));
		if (!"http".equals(base.getScheme())
				|| !("127.0.0.1".equals(base.getHost()) || "localhost".equals(base.getHost()))) {
			System.err.println("only http://127.0.0.1:PORT or http://localhost:PORT are accepted");
			return 2;
		}
		FairnessBench bench = new FairnessBench(base);
		for (int i = 1; i < args.length; i++) {
			String name = args[i];
			if (i + 1 >= args.length) {
				System.err.print("missing value of " + name + "\n" + USAGE);
				return 2;
			}
			String value = args[++i];
			switch (name) {
				case "--rate" -> bench.rate = WebhookBench.positive(name, value);
				case "--seconds" -> bench.seconds = WebhookBench.positive(name, value);
				case "--warmup-seconds" -> bench.warmupSeconds = Integer.parseInt(value);
				case "--batch" -> bench.batch = WebhookBench.positive(name, value);
				case "--backlog" -> bench.backlog = Integer.parseInt(value);
				case "--backlog-batch" -> bench.backlogBatch = Math.min(1000, WebhookBench.positive(name, value));
				case "--backlog-publishers" -> bench.backlogPublishers = WebhookBench.positive(name, value);
				case "--backlog-seconds" -> bench.backlogSeconds = WebhookBench.positive(name, value);
				case "--attempt-wait-seconds" -> bench.attemptWaitSeconds = WebhookBench.positive(name, value);
				case "--settle-seconds" -> bench.settleSeconds = Integer.parseInt(value);
				case "--drain-seconds" -> bench.drainSeconds = WebhookBench.positive(name, value);
				case "--goal-ratio" -> bench.goalRatio = Double.parseDouble(value);
				case "--client-id" -> bench.clientId = value;
				case "--client-secret" -> bench.clientSecret = value;
				default -> {
					System.err.print("unknown option " + name + "\n" + USAGE);
					return 2;
				}
			}
		}
		return bench.run();
	}

	// ------------------------------------------------------------------------------------------------ run
	private int run() throws Exception {
		WebhookBench kontor = new WebhookBench(base);
		try (DeadReceiver dead = new DeadReceiver()) {
			return run(kontor, dead);
		}
		finally {
			kontor.close();
		}
	}

	private int run(WebhookBench kontor, DeadReceiver dead) throws Exception {
		String hookUrl = "http://127.0.0.1:" + kontor.startReceiver() + "/hooks";
		String deadUrl = "http://127.0.0.1:" + dead.port() + "/hooks";
		log("receiver listening on " + hookUrl + ", dead receiver on " + deadUrl);

		kontor.fetchToken(clientId, clientSecret);
		String suffix = UUID.randomUUID().toString().substring(0, 8);
		String healthy = createTenant(kontor, "bench-healthy-" + suffix);
		String healthyEndpoint = registerEndpoint(kontor, healthy, hookUrl);
		String deadTenant = createTenant(kontor, "bench-dead-" + suffix);
		String deadEndpoint = registerEndpoint(kontor, deadTenant, deadUrl);
		log("tenant H " + healthy + " (endpoint " + healthyEndpoint + "), tenant D " + deadTenant + " (endpoint "
				+ deadEndpoint + ")");

		long warmupErrors = 0;
		if (warmupSeconds > 0) {
			log("warm-up: " + rate + " events/s for tenant H for " + warmupSeconds + " s (not measured)");
			WebhookBench.OpenLoop warmup = kontor.openLoop(healthy, rate, batch, warmupSeconds);
			warmupErrors = warmup.errors().sum() + warmup.skipped().sum();
			kontor.drain(warmup.accepted().keySet(), drainSeconds);
		}

		// ------------------------------------------------------------------------------------------ without
		log("run without backlog: " + rate + " events/s for tenant H in requests of " + batch + " for " + seconds
				+ " s");
		Run without = healthyRun(kontor, healthy);
		Metrics afterWithout = Metrics.read(kontor);

		// ------------------------------------------------------------------------------------------ backlog
		log("backlog: " + backlog + " events for tenant D in requests of " + backlogBatch + ", " + backlogPublishers
				+ " at a time");
		Map<String, Long> backlogAccepted = new ConcurrentHashMap<>();
		LongAdder backlogErrors = new LongAdder();
		AtomicLong next = new AtomicLong();
		long backlogStart = System.nanoTime();
		long backlogDeadline = backlogStart + TimeUnit.SECONDS.toNanos(backlogSeconds);
		List<Thread> publishers = new ArrayList<>();
		for (int i = 0; i < backlogPublishers; i++) {
			publishers.add(Thread.ofVirtual().start(() -> {
				while (System.nanoTime() < backlogDeadline) {
					long from = next.getAndAdd(backlogBatch);
					if (from >= backlog) {
						return;
					}
					int count = (int) Math.min(backlogBatch, backlog - from);
					kontor.publish(deadTenant, count, backlogAccepted, backlogErrors, null, null,
							BACKLOG_REQUEST_TIMEOUT);
				}
			}));
		}
		for (Thread publisher : publishers) {
			publisher.join(TimeUnit.SECONDS.toMillis(backlogSeconds + 70));
		}
		double backlogPublishSeconds = (System.nanoTime() - backlogStart) / 1e9;
		log(String.format(Locale.ROOT, "backlog: %d accepted, %d errors in %.1f s", backlogAccepted.size(),
				backlogErrors.sum(), backlogPublishSeconds));

		long attemptWaitDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(attemptWaitSeconds);
		while (dead.accepted() == 0 && System.nanoTime() < attemptWaitDeadline) {
			Thread.sleep(100);
		}
		Double firstDeadConnectionSeconds = dead.firstAcceptedAt() == 0 ? null
				: WebhookBench.round((dead.firstAcceptedAt() - backlogStart) / 1e9);
		if (firstDeadConnectionSeconds == null) {
			log("the dead receiver had no connection " + attemptWaitSeconds + " s after the backlog was published");
		}
		if (settleSeconds > 0) {
			log("dead receiver holds " + dead.openNow() + " connections; settling for " + settleSeconds + " s");
			Thread.sleep(TimeUnit.SECONDS.toMillis(settleSeconds));
		}
		Metrics beforeWith = Metrics.read(kontor);

		// ------------------------------------------------------------------------------------------ with
		int deadOpenAtStart = dead.openNow();
		long deadAcceptedAtStart = dead.accepted();
		dead.startWindow();
		LongAdder openSum = new LongAdder();
		LongAdder openSamples = new LongAdder();
		long windowStart = System.nanoTime();
		Thread sampler = Thread.ofVirtual().start(() -> {
			while (!Thread.currentThread().isInterrupted()) {
				openSum.add(dead.openNow());
				openSamples.increment();
				try {
					Thread.sleep(100);
				}
				catch (InterruptedException ex) {
					return;
				}
			}
		});
		log("run with backlog: " + rate + " events/s for tenant H in requests of " + batch + " for " + seconds
				+ " s; dead receiver holds " + deadOpenAtStart + " connections");
		Run with = healthyRun(kontor, healthy);
		sampler.interrupt();
		sampler.join(1000);
		double windowSeconds = (System.nanoTime() - windowStart) / 1e9;
		int deadMaxInWindow = dead.windowMaxOpen();
		long deadAcceptedInWindow = dead.accepted() - deadAcceptedAtStart;
		double deadMeanOpen = openSamples.sum() == 0 ? 0 : openSum.sum() / (double) openSamples.sum();
		Metrics afterWith = Metrics.read(kontor);

		// ------------------------------------------------------------------------------------------ verdict
		Percentile p95Without = without.p95;
		Percentile p95With = with.p95;
		Double ratio = null;
		boolean ratioIsLowerBound = false;
		boolean withinGoal = false;
		if (p95Without != null && p95Without.exact && p95With != null && p95Without.ms > 0) {
			withinGoal = p95With.ms / p95Without.ms <= goalRatio;
			ratio = Math.round(p95With.ms / p95Without.ms * 1000) / 1000.0;
			ratioIsLowerBound = !p95With.exact;
		}
		boolean pass = ratio != null && !ratioIsLowerBound && without.undelivered == 0 && with.undelivered == 0
				&& withinGoal;

		// ------------------------------------------------------------------------------------------ summary
		StringBuilder out = new StringBuilder();
		out.append("Webhook delivery fairness benchmark against ").append(base).append('\n');
		out.append(String.format(Locale.ROOT,
				"  healthy endpoint (tenant H): %d events/s open loop in requests of %d, %d s per run (after %d s "
						+ "warm-up, publish errors %d); drain at most %d s after each run%n",
				rate, batch, seconds, warmupSeconds, warmupErrors, drainSeconds));
		out.append(without.line("without backlog"));
		out.append(String.format(Locale.ROOT,
				"  dead backlog (tenant D): %d of %d events accepted in %.1f s (%.0f events/s, %d requests of %d at a "
						+ "time, publish errors %d); first connection to the dead receiver %s s after the backlog "
						+ "publishing started; then %d s settling%n",
				backlogAccepted.size(), backlog, backlogPublishSeconds, backlogAccepted.size() / backlogPublishSeconds,
				backlogPublishers, backlogBatch, backlogErrors.sum(),
				firstDeadConnectionSeconds == null ? "n/a (none)" : firstDeadConnectionSeconds, settleSeconds));
		out.append(with.line("with backlog   "));
		out.append(String.format(Locale.ROOT,
				"  dead receiver: held at most %d connections at once during the run with backlog (mean %.1f, %d at "
						+ "its start), %d new in %.1f s (%.1f attempts/s); over the whole benchmark at most %d at once, "
						+ "%d accepted, %d closed by Kontor%n",
				deadMaxInWindow, deadMeanOpen, deadOpenAtStart, deadAcceptedInWindow, windowSeconds,
				deadAcceptedInWindow / windowSeconds, dead.maxOpen(), dead.accepted(), dead.closedBySender()));
		out.append(String.format(Locale.ROOT,
				"  queue depth (kontor_webhooks_queue_depth): %s after the run without backlog, %s before and %s after"
						+ " the run with it; failed attempts (kontor_webhooks_attempts_total{outcome=\"failed\"}): %s "
						+ "before, %s after the run with backlog%n",
				Metrics.show(afterWithout.queueDepth), Metrics.show(beforeWith.queueDepth),
				Metrics.show(afterWith.queueDepth), Metrics.show(beforeWith.failedAttempts),
				Metrics.show(afterWith.failedAttempts)));
		out.append(String.format(Locale.ROOT, "  ratio p95 with / without backlog: %s%n",
				ratio == null ? "n/a" : (ratioIsLowerBound ? "≥ " : "") + String.format(Locale.ROOT, "%.3f", ratio)));
		if (kontor.firstPublishError.get() != null) {
			out.append("  first publish error: ").append(kontor.firstPublishError.get()).append('\n');
		}
		out.append(String.format(Locale.ROOT,
				"  goal p95 with backlog ≤ %.2f × p95 without (all healthy events delivered): %s%n", goalRatio,
				pass ? "PASS" : "FAIL"));
		System.out.print(out);

		String json = "{" + WebhookBench.field("mode", "\"fairness\"") + "," + WebhookBench.field("rate", rate) + ","
				+ WebhookBench.field("seconds", seconds) + "," + WebhookBench.field("batch", batch) + ","
				+ WebhookBench.field("warmupSeconds", warmupSeconds) + ","
				+ WebhookBench.field("warmupPublishErrors", warmupErrors) + "," + without.json("without") + ","
				+ with.json("with") + "," + WebhookBench.field("backlog", backlog) + ","
				+ WebhookBench.field("backlogAccepted", backlogAccepted.size()) + ","
				+ WebhookBench.field("backlogPublishErrors", backlogErrors.sum()) + ","
				+ WebhookBench.field("backlogPublishSeconds", WebhookBench.round(backlogPublishSeconds)) + ","
				+ WebhookBench.field("firstDeadConnectionSeconds", firstDeadConnectionSeconds) + ","
				+ WebhookBench.field("settleSeconds", settleSeconds) + ","
				+ WebhookBench.field("deadMaxOpenWithBacklog", deadMaxInWindow) + ","
				+ WebhookBench.field("deadMeanOpenWithBacklog", WebhookBench.round(deadMeanOpen)) + ","
				+ WebhookBench.field("deadOpenAtStart", deadOpenAtStart) + ","
				+ WebhookBench.field("deadConnectionsWithBacklog", deadAcceptedInWindow) + ","
				+ WebhookBench.field("deadMaxOpen", dead.maxOpen()) + ","
				+ WebhookBench.field("deadAccepted", dead.accepted()) + ","
				+ WebhookBench.field("deadClosedByKontor", dead.closedBySender()) + ","
				+ WebhookBench.field("queueDepthAfterWithout", afterWithout.queueDepth) + ","
				+ WebhookBench.field("queueDepthBeforeWith", beforeWith.queueDepth) + ","
				+ WebhookBench.field("queueDepthAfterWith", afterWith.queueDepth) + ","
				+ WebhookBench.field("failedAttemptsBeforeWith", beforeWith.failedAttempts) + ","
				+ WebhookBench.field("failedAttemptsAfterWith", afterWith.failedAttempts) + ","
				+ WebhookBench.field("p95Ratio", ratio) + ","
				+ WebhookBench.field("p95RatioIsLowerBound", ratioIsLowerBound) + ","
				+ WebhookBench.field("goalRatio", goalRatio) + "," + WebhookBench.field("pass", pass) + "}";
		System.out.println(json);
		return 0;
	}

	private static String createTenant(WebhookBench kontor, String name) throws Exception {
		return WebhookBench.extract(WebhookBench.ID,
				kontor.post("/admin/v1/tenants", "{\"name\":\"" + name + "\"}", 201), "tenant id");
	}

	private static String registerEndpoint(WebhookBench kontor, String tenant, String url) throws Exception {
		return WebhookBench.extract(WebhookBench.ID, kontor.post("/admin/v1/webhook-endpoints",
				"{\"tenantId\":\"" + tenant + "\",\"url\":\"" + url + "\"}", 201), "endpoint id");
	}

	// ------------------------------------------------------------------------------------------------ one run
	/** A percentile in milliseconds; not exact when an undelivered event's lower bound may have affected it. */
	private record Percentile(double ms, boolean exact) {

		String show() {
			return (exact ? "" : "≥ ") + String.format(Locale.ROOT, "%.2f", ms);
		}
	}

	private record Sample(long nanos, boolean censored, boolean firstHalf) {
	}

	private record Run(long attempted, long accepted, long publishErrors, long undelivered, Percentile p50,
			Percentile p95, Percentile p99, Percentile max, Percentile publishAnswerP95, Percentile p95FirstHalf,
			Percentile p95SecondHalf, Percentile afterAnswerP50, Percentile afterAnswerP95, String loadBefore,
			String loadAfter) {

		String line(String label) {
			return String.format(Locale.ROOT,
					"  %s: published %d, accepted %d, publish errors %d, delivered %d, undelivered %d: end-to-end "
							+ "p50 %s ms, p95 %s ms, p99 %s ms, max %s ms (p95 of the events sent in the first and the "
							+ "second half: %s and %s ms; publish request p95 %s ms; 202 answer -> arrival p50 %s ms, p95 %s "
							+ "ms; load average %s before, %s after)%n",
					label, attempted, accepted, publishErrors, accepted - undelivered, undelivered, show(p50),
					show(p95), show(p99), show(max), show(p95FirstHalf), show(p95SecondHalf),
					show(publishAnswerP95), show(afterAnswerP50), show(afterAnswerP95), loadBefore, loadAfter);
		}

		String json(String prefix) {
			return WebhookBench.field(prefix + "Accepted", accepted) + ","
					+ WebhookBench.field(prefix + "PublishErrors", publishErrors) + ","
					+ WebhookBench.field(prefix + "Undelivered", undelivered) + ","
					+ WebhookBench.field(prefix + "P50Ms", value(p50)) + ","
					+ WebhookBench.field(prefix + "P95Ms", value(p95)) + ","
					+ WebhookBench.field(prefix + "P99Ms", value(p99)) + ","
					+ WebhookBench.field(prefix + "MaxMs", value(max)) + ","
					+ WebhookBench.field(prefix + "P95FirstHalfMs", value(p95FirstHalf)) + ","
					+ WebhookBench.field(prefix + "P95SecondHalfMs", value(p95SecondHalf)) + ","
					+ WebhookBench.field(prefix + "PublishAnswerP95Ms", value(publishAnswerP95)) + ","
					+ WebhookBench.field(prefix + "AfterAnswerP50Ms", value(afterAnswerP50)) + ","
					+ WebhookBench.field(prefix + "AfterAnswerP95Ms", value(afterAnswerP95)) + ","
					+ WebhookBench.field(prefix + "P95IsLowerBound", p95 != null && !p95.exact);
		}

		private static String show(Percentile p) {
			return p == null ? "n/a" : p.show();
		}

		private static Double value(Percentile p) {
			return p == null ? null : p.ms;
		}
	}

	private Run healthyRun(WebhookBench kontor, String tenant) throws InterruptedException {
		String loadBefore = loadAverage();
		long half = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds) / 2;
		WebhookBench.OpenLoop loop = kontor.openLoop(tenant, rate, batch, seconds);
		String loadAfter = loadAverage();
		int missing = kontor.drain(loop.accepted().keySet(), drainSeconds);
		long censoredAt = System.nanoTime();
		List<Sample> samples = new ArrayList<>(loop.accepted().size());
		loop.accepted().forEach((id, sent) -> {
			Long arrived = kontor.arrivals.get(id);
			samples.add(arrived == null ? new Sample(censoredAt - sent, true, sent < half)
					: new Sample(arrived - sent, false, sent < half));
		});
		samples.sort(Comparator.comparingLong(Sample::nanos));
		// the part after the publish request: its 202 answer -> arrival at the receiver (the queue and the attempt)
		List<Sample> afterAnswer = new ArrayList<>(loop.accepted().size());
		loop.answered().forEach((id, answered) -> {
			Long arrived = kontor.arrivals.get(id);
			afterAnswer.add(arrived == null ? new Sample(censoredAt - answered, true, false)
					: new Sample(Math.max(0, arrived - answered), false, false));
		});
		afterAnswer.sort(Comparator.comparingLong(Sample::nanos));
		List<Sample> answers = loop.answerTimes().stream().map(nanos -> new Sample(nanos, false, false)).sorted(
				Comparator.comparingLong(Sample::nanos)).toList();
		return new Run(loop.attempted().get(), loop.accepted().size(),
				loop.errors().sum() + loop.skipped().sum(), missing, percentile(samples, 0.50),
				percentile(samples, 0.95), percentile(samples, 0.99), percentile(samples, 1.0),
				percentile(answers, 0.95), percentile(samples.stream().filter(Sample::firstHalf).toList(), 0.95),
				percentile(samples.stream().filter(sample -> !sample.firstHalf()).toList(), 0.95),
				percentile(afterAnswer, 0.50), percentile(afterAnswer, 0.95), loadBefore, loadAfter);
	}

	/**
	 * The q-quantile of the sorted samples. Undelivered events are in with the latency they had reached, a lower
	 * bound; the figure is exact only when none of them is at or below its rank.
	 */
	private static Percentile percentile(List<Sample> sorted, double q) {
		if (sorted.isEmpty()) {
			return null;
		}
		int index = Math.max(0, Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1));
		boolean exact = true;
		for (int i = 0; i <= index; i++) {
			if (sorted.get(i).censored()) {
				exact = false;
				break;
			}
		}
		return new Percentile(Math.round(sorted.get(index).nanos() / 1e4) / 100.0, exact);
	}

	// ------------------------------------------------------------------------------------------------ metrics
	/** The figures read from {@code /actuator/prometheus}; null when not available. */
	private record Metrics(Long queueDepth, Long failedAttempts) {

		private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{[^}]*\\})?\\s+(\\S+)",
				Pattern.MULTILINE);

		static Metrics read(WebhookBench kontor) {
			String text = kontor.getUnauthenticated("/actuator/prometheus");
			if (text == null) {
				return new Metrics(null, null);
			}
			Long depth = null;
			Long failed = null;
			Matcher matcher = LINE.matcher(text);
			while (matcher.find()) {
				String name = matcher.group(1);
				String labels = matcher.group(2) == null ? "" : matcher.group(2);
				if (name.equals("kontor_webhooks_queue_depth")) {
					depth = number(matcher.group(3));
				}
				else if (name.equals("kontor_webhooks_attempts_total") && labels.contains("outcome=\"failed\"")) {
					failed = number(matcher.group(3));
				}
			}
			return new Metrics(depth, failed);
		}

		private static Long number(String text) {
			try {
				return Math.round(Double.parseDouble(text));
			}
			catch (NumberFormatException ex) {
				return null;
			}
		}

		static String show(Long value) {
			return value == null ? "n/a" : value.toString();
		}
	}

	/** The one-minute load average of the machine, or "n/a". */
	private static String loadAverage() {
		try {
			return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
		}
		catch (java.io.IOException | RuntimeException ex) {
			return "n/a";
		}
	}

	private static void log(String message) {
		WebhookBench.log("fairness: " + message);
	}
}
